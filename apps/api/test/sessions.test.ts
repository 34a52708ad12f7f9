import { randomBytes } from 'node:crypto';
import { apiPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, signUp, type Session } from './api';
import { forEachDriver, startTestApp, TEST_DATABASE_URL, TEST_REDIS_URL, type TestApp } from './helpers';

const signIn = async (t: TestApp, s: Session) => {
  const res = await call(t, 'POST', apiPaths.login, { body: { email: s.user.email, password: s.password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

/** The protected reads a signed-out token must lose, with the answer of each. */
const protectedStatuses = async (t: TestApp, token: string) =>
  Promise.all([
    call(t, 'GET', apiPaths.verify, { token }),
    call(t, 'GET', apiPaths.orders, { token }),
    call(t, 'GET', apiPaths.inventory, { token }),
    call(t, 'PUT', apiPaths.profile, { token, body: { username: `n_${randomBytes(3).toString('hex')}` } }),
  ]).then((answers) => answers.map((a) => a.status));

forEachDriver('sessions', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 2 });
  });
  afterAll(() => t.close());

  it('names a session row of the account in every token, expiring with it in 7 days', async () => {
    const s = await signUp(t);
    const { sid, exp, sub } = decodeJwt(s.token);
    expect(sub).toBe(s.user.id);
    const [row] = await queryRows<{ user_id: string; expires_at: Date; revoked_at: Date | null }>(
      t.db.orm,
      sql`SELECT user_id, expires_at, revoked_at FROM sessions WHERE id = ${sid as string}`,
    );
    expect(row?.user_id).toBe(s.user.id);
    expect(row?.revoked_at).toBeNull();
    expect(Math.floor(new Date(row!.expires_at).getTime() / 1000)).toBe(exp);
    expect(exp! - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 60);
  });

  it('signs one session out: its token gets 401 everywhere, the account’s other session keeps working', async () => {
    const s = await signUp(t);
    const other = await signIn(t, s);
    expect(await protectedStatuses(t, s.token)).toEqual([200, 200, 200, 200]);
    const out = await call(t, 'POST', apiPaths.logout, { token: s.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Successfully signed out' });
    expect(await protectedStatuses(t, s.token)).toEqual([401, 401, 401, 401]);
    expect((await call(t, 'POST', apiPaths.logout, { token: s.token })).status).toBe(401);
    expect((await call(t, 'GET', apiPaths.orders, { token: other })).status).toBe(200);
  });

  it('forgets an account’s ended sessions when it signs in again', async () => {
    const s = await signUp(t);
    const second = await signIn(t, s);
    expect((await call(t, 'POST', apiPaths.logout, { token: s.token })).status).toBe(200);
    const third = await signIn(t, s);
    const ids = await queryRows<{ id: string }>(
      t.db.orm,
      sql`SELECT id FROM sessions WHERE user_id = ${s.user.id} ORDER BY created_at`,
    );
    expect(ids.map((row) => row.id).sort()).toEqual([decodeJwt(second).sid, decodeJwt(third).sid].sort());
    expect((await call(t, 'GET', apiPaths.orders, { token: second })).status).toBe(200);
  });

  it('refuses a logout without a token', async () => {
    expect((await call(t, 'POST', apiPaths.logout)).status).toBe(401);
  });

  it('signs out everywhere: every session of the account ends, another account’s does not', async () => {
    const s = await signUp(t);
    const second = await signIn(t, s);
    const stranger = await signUp(t);
    const out = await call(t, 'POST', apiPaths.logoutAll, { token: second });
    expect(out.status).toBe(200);
    for (const token of [s.token, second]) expect((await protectedStatuses(t, token))[1]).toBe(401);
    expect((await call(t, 'GET', apiPaths.orders, { token: stranger.token })).status).toBe(200);
    // Signing in again starts a new session.
    expect((await call(t, 'GET', apiPaths.orders, { token: await signIn(t, s) })).status).toBe(200);
  });

  it('still ends every session when the account’s token_version is bumped', async () => {
    const s = await signUp(t);
    expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(200);
    await t.db.orm.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${s.user.id}`);
    await t.app.accounts.changed([s.user.id]);
    expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(401);
  });

  it('refuses a session whose row is gone or expired', async () => {
    const s = await signUp(t);
    const second = await signIn(t, s);
    expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(200);
    await t.db.orm.execute(sql`DELETE FROM sessions WHERE id = ${decodeJwt(s.token).sid as string}`);
    await t.db.orm.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = ${decodeJwt(second).sid as string}`,
    );
    await t.app.accounts.changed([s.user.id]);
    expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(401);
    expect((await call(t, 'GET', apiPaths.orders, { token: second })).status).toBe(401);
  });
});

/** Two API processes on one PostgreSQL schema and one Redis, as behind a load balancer. */
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('sessions across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisPrefix = `keyshop-sessions-${randomBytes(4).toString('hex')}`;
    a = await startTestApp({ driver: 'postgres', products: 2, redisUrl: TEST_REDIS_URL, redisPrefix });
    b = await startTestApp({ driver: 'postgres', schema: a.schema, redisUrl: TEST_REDIS_URL, redisPrefix });
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
  });

  it('a sign-out on one process ends the session on the other, which held it', async () => {
    const s = await signUp(a);
    const other = await signIn(a, s);
    // Both processes hold the session now.
    expect((await call(b, 'GET', apiPaths.orders, { token: s.token })).status).toBe(200);
    expect((await call(a, 'GET', apiPaths.orders, { token: s.token })).status).toBe(200);
    expect((await call(a, 'POST', apiPaths.logout, { token: s.token })).status).toBe(200);
    expect((await call(b, 'GET', apiPaths.orders, { token: s.token })).status).toBe(401);
    expect((await call(b, 'GET', apiPaths.orders, { token: other })).status).toBe(200);
  });

  it('signing out everywhere on one process ends every session on the other', async () => {
    const s = await signUp(a);
    const other = await signIn(b, s);
    for (const token of [s.token, other]) {
      expect((await call(b, 'GET', apiPaths.inventory, { token })).status).toBe(200);
    }
    expect((await call(b, 'POST', apiPaths.logoutAll, { token: other })).status).toBe(200);
    for (const token of [s.token, other]) {
      expect((await call(a, 'GET', apiPaths.inventory, { token })).status).toBe(401);
      expect((await call(b, 'GET', apiPaths.inventory, { token })).status).toBe(401);
    }
  });
});
