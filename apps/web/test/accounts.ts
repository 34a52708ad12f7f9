import type { LoginResponse } from '@keyshop/contracts';
import { login, register } from '../src/api/auth';

let counter = 0;

/** A brand-new account on the real API, signed in: the token and user a login answers with. */
export async function newAccount(): Promise<LoginResponse & { password: string }> {
  counter += 1;
  const name = `web${Date.now().toString(36)}${counter}`;
  const password = 'correct horse battery';
  await register({ username: name, email: `${name}@example.test`, password });
  return { ...(await login({ email: `${name}@example.test`, password })), password };
}
