import { apiPaths } from '@keyshop/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, newAccount, signUp } from './api';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

const COMMON = 'This password is one of the most commonly used passwords. Choose another.';

forEachDriver('password policy', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 1, env: { REGISTER_MAX_PER_IP: '100' } });
  });
  afterAll(() => t.close());

  const register = (password: string) =>
    call(t, 'POST', apiPaths.register, { body: { ...newAccount(), password } });

  it('refuses the most common passwords at registration, saying why at the field', async () => {
    for (const password of ['password', '12345678', 'P@ssw0rd', 'iloveyou1', 'qwertyuiop']) {
      const res = await register(password);
      expect(res.status, password).toBe(400);
      expect(res.body.errors, password).toEqual([{ field: 'password', message: COMMON }]);
    }
  });

  it('refuses passwords guessed at once and whitespace only', async () => {
    const repeated = await register('aaaaaaaaaa');
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toMatch(/too easy to guess/);
    const spaces = await register('        ');
    expect(spaces.status).toBe(400);
    expect(spaces.body.errors).toEqual([{ field: 'password', message: 'Password cannot be only spaces' }]);
  });

  it('counts characters, not UTF-16 units: seven emoji are too short, a strong passphrase passes', async () => {
    const short = await register('🔑🔑🔑🔑🔑🔑🔑');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect((await register('Xk9#mQ2$vL')).status).toBe(201);
    expect((await register('ember lantern 7 quiet fjord')).status).toBe(201);
  });

  it('applies to a password change', async () => {
    const s = await signUp(t);
    const change = (newPassword: string) =>
      call(t, 'PUT', apiPaths.password, {
        token: s.token,
        body: { currentPassword: s.password, newPassword, confirmPassword: newPassword },
      });
    const weak = await change('12345678');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'newPassword', message: COMMON }]);
    // Nothing changed: the session still works.
    expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(200);
    expect((await change('Quiet-harbour-41')).status).toBe(200);
  });
});
