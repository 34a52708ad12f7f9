import { apiPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, newAccount, signUp, type Session } from './api';
import { forEachDriver, sentMails, startTestApp, type TestApp } from './helpers';

const REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, within an hour.';
const INVALID = 'This link is invalid, used or expired. Ask for a new one.';
const NEW_PASSWORD = 'Lantern-fjord-quiet-42';

forEachDriver('password reset', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 0,
      env: {
        FORGOT_PASSWORD_MAX_PER_EMAIL: '3',
        FORGOT_PASSWORD_MAILS_PER_EMAIL: '4',
        FORGOT_PASSWORD_MAX_PER_IP: '50',
      },
    });
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = '203.0.113.10') =>
    call(t, 'POST', apiPaths.forgotPassword, { body: { email }, headers: { 'x-forwarded-for': ip } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    call(t, 'POST', apiPaths.resetPassword, { body: { token, password } });
  const login = (email: string, password: string) =>
    call(t, 'POST', apiPaths.login, { body: { email, password } });

  /** The secrets of the reset links mailed to this address, oldest first. */
  const linksTo = async (email: string) =>
    (await sentMails(t))
      .filter((mail) => mail.to === email && mail.subject === 'Reset your Keyshop password')
      .map((mail) => {
        const url = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
        if (!url) throw new Error(`no link in ${mail.text}`);
        return url[1]!;
      });
  const requestLink = async (s: Pick<Session, 'user'>) => {
    expect((await forgot(s.user.email)).status).toBe(202);
    return (await linksTo(s.user.email)).at(-1)!;
  };

  it('answers the same 202 for an address with and without an account, and mails only the account', async () => {
    const s = await signUp(t);
    const unknown = newAccount().email;
    const known = await forgot(s.user.email);
    const stranger = await forgot(unknown);
    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(stranger.body).toEqual(known.body);
    expect(await linksTo(s.user.email)).toHaveLength(1);
    expect((await sentMails(t)).some((mail) => mail.to === unknown)).toBe(false);
  });

  it('stores only the SHA-256 of the secret, for the reset purpose, expiring within an hour', async () => {
    const s = await signUp(t);
    const secret = await requestLink(s);
    const rows = await queryRows<{ token_hash: string; purpose: string; minutes: number }>(
      t.db.orm,
      sql`SELECT token_hash, purpose, extract(epoch FROM expires_at - now()) / 60 AS minutes
          FROM account_tokens WHERE user_id = ${s.user.id} AND purpose <> 'verify_email'`,
    );
    expect(rows).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows[0]!.purpose).toBe('reset_password');
    expect(Number(rows[0]!.minutes)).toBeGreaterThan(59);
    expect(Number(rows[0]!.minutes)).toBeLessThanOrEqual(60);
  });

  it('sets the password once: every session ends, the old password fails, the new one works, the owner is told', async () => {
    const s = await signUp(t);
    const secret = await requestLink(s);
    const res = await reset(secret);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password was changed. Please sign in with it.' });
    expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(401);
    expect((await login(s.user.email, s.password)).status).toBe(401);
    expect((await login(s.user.email, NEW_PASSWORD)).status).toBe(200);
    const live = await queryRows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${s.user.id} AND revoked_at IS NULL`,
    );
    expect(live[0]!.n).toBe(1); // the sign-in just now
    expect(
      (await sentMails(t)).some(
        (mail) => mail.to === s.user.email && mail.subject === 'Your Keyshop password was changed',
      ),
    ).toBe(true);
    // Single use.
    const again = await reset(secret, 'Another-lantern-43');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });

  it('refuses an expired link', async () => {
    const s = await signUp(t);
    const secret = await requestLink(s);
    await t.db.orm.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${s.user.id}`,
    );
    expect((await reset(secret)).body.message).toBe(INVALID);
    expect((await login(s.user.email, s.password)).status).toBe(200);
  });

  it('makes older links useless once a new one is asked for', async () => {
    const s = await signUp(t);
    const first = await requestLink(s);
    const second = await requestLink(s);
    expect(first).not.toBe(second);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('refuses a link of another purpose, a link for an address the account no longer has, and a made-up one', async () => {
    const s = await signUp(t);
    const secret = await requestLink(s);
    await t.db.orm.execute(
      sql`UPDATE account_tokens SET purpose = 'verify_email' WHERE user_id = ${s.user.id}`,
    );
    expect((await reset(secret)).status).toBe(400);

    const moved = await signUp(t);
    const link = await requestLink(moved);
    await t.db.orm.execute(
      sql`UPDATE users SET email = ${`moved.${moved.user.email}`} WHERE id = ${moved.user.id}`,
    );
    expect((await reset(link)).status).toBe(400);

    const madeUp = await reset('A'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe(INVALID);
    const malformed = await reset('not a token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('token');
  });

  it('sets only the password of the link’s own account', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const secret = await requestLink(owner);
    expect((await reset(secret)).status).toBe(200);
    expect((await login(other.user.email, other.password)).status).toBe(200);
    expect((await call(t, 'GET', apiPaths.orders, { token: other.token })).status).toBe(200);
  });

  it('applies the password policy, and a refused password leaves the link usable', async () => {
    const s = await signUp(t);
    const secret = await requestLink(s);
    const weak = await reset(secret, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([
      {
        field: 'password',
        message: 'This password is one of the most commonly used passwords. Choose another.',
      },
    ]);
    expect((await reset(secret)).status).toBe(200);
  });

  it('limits one client asking for one address, and one client asking for any (429 + Retry-After)', async () => {
    const email = newAccount().email;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(email, '198.51.100.1')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await forgot(email, '198.51.100.1');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect((await forgot(email, '198.51.100.2')).status).toBe(202);

    const ip = '192.0.2.44';
    const perIp = [];
    for (let i = 0; i < 51; i++) perIp.push((await forgot(newAccount().email, ip)).status);
    expect(perIp.filter((s) => s === 202)).toHaveLength(50);
    expect(perIp.at(-1)).toBe(429);
  });

  it("a stranger's requests for the owner's address never lock the owner out: the last link mailed still works", async () => {
    const owner = await signUp(t);
    const strangers = ['203.0.113.201', '203.0.113.202'];
    for (const ip of strangers) for (let i = 0; i < 3; i++) await forgot(owner.user.email, ip);
    expect(await linksTo(owner.user.email)).toHaveLength(4);

    const asked = await forgot(owner.user.email, '198.18.0.7');
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: REQUESTED });
    const links = await linksTo(owner.user.email);
    expect(links).toHaveLength(4);

    expect((await reset(links.at(-1)!)).status).toBe(200);
    expect((await login(owner.user.email, NEW_PASSWORD)).status).toBe(200);
  });
});
