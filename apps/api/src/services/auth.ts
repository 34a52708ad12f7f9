import { pagePaths, type LoginRequest, type LoginResponse, type RegisterRequest } from '@keyshop/contracts';
import type { Config } from '../config';
import type { AccountCache } from './account-cache';
import type { Executor } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors';
import type { UserRow } from '../db/schema';
import { findTaken, findUserByEmail, findUserById, insertUser, userConstraints } from '../db/users-repo';
import { HttpError } from '../http/errors';
import { registrationAttemptMail } from '../mail/account-messages';
import type { Mailer } from '../mail/mailer';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { accountLimit, consume, loginIpLimit, registerIpLimit, release, reset } from './rate-limits';
import { readToken, signToken } from './tokens';
import { toUser } from './users';
import { sendVerification } from './verification';

export type AuthDeps = {
  db: Executor;
  config: Config;
  jwtSecret: string;
  accounts: AccountCache;
  mailer: Mailer;
};

export const REGISTERED = 'Registration successful! Please log in.';
export const INVALID_LOGIN = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

/** 409 naming the field another account already uses (email first when both are). */
export function takenError(taken: { email: boolean; username: boolean }): HttpError | undefined {
  if (taken.email)
    return new HttpError(409, EMAIL_TAKEN, { errors: [{ field: 'email', message: EMAIL_TAKEN }] });
  if (taken.username) {
    return new HttpError(409, USERNAME_TAKEN, { errors: [{ field: 'username', message: USERNAME_TAKEN }] });
  }
  return undefined;
}

/** The 409 for a unique violation on users (a race the pre-check missed), else the error itself. */
export function uniqueUserError(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === userConstraints.email) return takenError({ email: true, username: false });
  if (constraint === userConstraints.username) return takenError({ email: false, username: true });
  return error;
}

/**
 * Every registration attempt from an address counts (also refusals, so nobody probes at full speed). The answer
 * is the same whether or not the e-mail has an account (the owner is told instead); a taken username may say so
 * (usernames are public). A new account is a shopper with its address unconfirmed: it is e-mailed a link.
 */
export async function register(deps: AuthDeps, input: RegisterRequest, ip: string): Promise<void> {
  await consume(deps, [registerIpLimit(deps.config, ip)]);
  const taken = await findTaken(deps.db, input);
  if (taken.username) throw takenError({ email: false, username: true });
  // Hashed either way: a taken e-mail answers no faster than a new account.
  const passwordHash = await hashPassword(input.password);
  if (taken.email) return tellOwner(deps, input.email);
  try {
    const user = await insertUser(deps.db, { username: input.username, email: input.email, passwordHash });
    await sendVerification(deps, user);
  } catch (error) {
    if (violatedUniqueConstraint(error) === userConstraints.email) return tellOwner(deps, input.email);
    throw uniqueUserError(error);
  }
}

/** "Someone tried to register with your address", to the account that has it. */
function tellOwner(deps: AuthDeps, email: string): void {
  deps.mailer.send(
    async () => {
      const owner = await findUserByEmail(deps.db, email);
      return (
        owner &&
        registrationAttemptMail(owner.email, owner.username, `${deps.config.publicUrl}${pagePaths.login}`)
      );
    },
    { mail: 'registration-attempt' },
  );
}

/**
 * A failed attempt counts against the account (its email, known or not) and the address; a successful one
 * clears the account's count. Unknown emails cost one dummy hash check, like known ones.
 */
export async function login(deps: AuthDeps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const account = accountLimit(deps.config, input.email);
  const attempt = await consume(deps, [account, loginIpLimit(deps.config, ip)]);
  const user = await findUserByEmail(deps.db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new HttpError(401, INVALID_LOGIN);
  await Promise.all([release(deps, attempt), reset(deps, account)]);
  return { token: await issueToken(deps, user), user: toUser(user) };
}

export function issueToken(deps: Pick<AuthDeps, 'jwtSecret'>, user: UserRow): Promise<string> {
  return signToken(deps.jwtSecret, { userId: user.id, version: user.tokenVersion });
}

/**
 * The account behind a token, if the token is valid and still current (same token_version, not deleted): as this
 * process holds it, or `fresh` from the database (the admin's routes: a demotion shuts them out at once).
 */
export async function authenticate(
  deps: AuthDeps,
  token: string,
  { fresh = false } = {},
): Promise<UserRow | undefined> {
  const claims = await readToken(deps.jwtSecret, token);
  if (!claims) return undefined;
  const read = () => findUserById(deps.db, claims.userId);
  const current = (user: UserRow) => user.tokenVersion === claims.version;
  const user = await (fresh ? read() : deps.accounts.get(claims.userId, read, current));
  return user && current(user) ? user : undefined;
}
