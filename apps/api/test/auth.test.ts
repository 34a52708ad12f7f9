import { apiPaths, errorResponseSchema, loginResponseSchema, verifyResponseSchema } from '@keyshop/contracts';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema';
import { call, newAccount, signUp } from './api';
import { forEachDriver, sentMails, startTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';

forEachDriver('auth', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 2 });
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates an account (201) and never returns the password', async () => {
      const account = newAccount();
      const res = await call(t, 'POST', apiPaths.register, { body: account });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Registration successful! Please log in.' });
      const stored = await t.db.orm.query.users.findFirst({
        where: (u, { eq }) => eq(u.email, account.email),
      });
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    });

    it('answers 400 with per-field errors for invalid input', async () => {
      const res = await call(t, 'POST', apiPaths.register, {
        body: { username: 'a', email: 'not-an-email', password: 'short' },
      });
      expect(res.status).toBe(400);
      expect(
        errorResponseSchema
          .parse(res.body)
          .errors?.map((e) => e.field)
          .sort(),
      ).toEqual(['email', 'password', 'username']);
      expect(res.body.message).toBe(res.body.errors[0].message);
    });

    it('rejects passwords over 128 characters and usernames with other characters', async () => {
      const long = await call(t, 'POST', apiPaths.register, {
        body: { ...newAccount(), password: 'x'.repeat(129) },
      });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual([
        { field: 'password', message: 'Password must be at most 128 characters' },
      ]);
      const odd = await call(t, 'POST', apiPaths.register, {
        body: { ...newAccount(), username: 'bad name!' },
      });
      expect(odd.status).toBe(400);
      expect(odd.body.errors[0].field).toBe('username');
    });

    it('accepts usernames with letters of any language, and takes each once (any case, any accent form)', async () => {
      const suffix = Date.now().toString(36).slice(-6);
      for (const username of [`José${suffix}`, `Ünal${suffix}`, `Ольга${suffix}`, `山田${suffix}`]) {
        const account = { ...newAccount(), username };
        expect((await call(t, 'POST', apiPaths.register, { body: account })).status, username).toBe(201);
        const login = await call(t, 'POST', apiPaths.login, {
          body: { email: account.email, password: account.password },
        });
        expect(login.body.user.username).toBe(username);
      }
      const again = await call(t, 'POST', apiPaths.register, {
        body: { ...newAccount(), username: `JOSE\u0301${suffix}` },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This username is already taken');
    });

    it('answers a taken email (any case) exactly as a new account, tells its owner, and 409 for a taken username', async () => {
      const first = newAccount('taken');
      const fresh = await call(t, 'POST', apiPaths.register, { body: first });
      expect(fresh.status).toBe(201);

      const second = newAccount();
      const sameEmail = await call(t, 'POST', apiPaths.register, {
        body: { ...second, email: first.email.toUpperCase() },
      });
      expect([sameEmail.status, sameEmail.body]).toEqual([fresh.status, fresh.body]);
      expect(fresh.body).toEqual({ message: 'Registration successful! Please log in.' });
      const toOwner = (await sentMails(t)).filter((mail) => mail.to === first.email);
      expect(toOwner.map((mail) => mail.subject)).toEqual([
        'Confirm your e-mail address',
        'Someone tried to register with your address',
      ]);
      // No second account: the other username is still free and the stranger's password signs nobody in.
      const stranger = await call(t, 'POST', apiPaths.login, {
        body: { email: first.email, password: 'not the owner password' },
      });
      expect(stranger.status).toBe(401);
      expect((await call(t, 'POST', apiPaths.register, { body: second })).status).toBe(201);

      const sameName = await call(t, 'POST', apiPaths.register, {
        body: { ...newAccount(), username: first.username.toUpperCase() },
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body.message).toBe('This username is already taken');
    });

    it('makes exactly one account of two concurrent registrations of one email, answering both alike', async () => {
      const account = newAccount('race');
      const answers = await Promise.all([
        call(t, 'POST', apiPaths.register, { body: account }),
        call(t, 'POST', apiPaths.register, { body: { ...account, username: `${account.username}2` } }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      const rows = await t.db.orm.select().from(users).where(eq(users.email, account.email));
      expect(rows).toHaveLength(1);
    });
  });

  describe('login and verify', () => {
    it('logs in with the email in any case and verifies the token', async () => {
      const account = newAccount();
      await call(t, 'POST', apiPaths.register, { body: account });
      const res = await call(t, 'POST', apiPaths.login, {
        body: { email: account.email.toUpperCase(), password: account.password },
      });
      expect(res.status).toBe(200);
      const { token, user } = loginResponseSchema.parse(res.body);
      expect(user).toMatchObject({ username: account.username, email: account.email });
      expect(JSON.stringify(res.body)).not.toContain(account.password);
      expect(JSON.stringify(res.body)).not.toContain('argon2');

      const verified = await call(t, 'GET', apiPaths.verify, { token });
      expect(verified.status).toBe(200);
      expect(verifyResponseSchema.parse(verified.body).user).toEqual(user);
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const { user } = await signUp(t);
      const wrong = await call(t, 'POST', apiPaths.login, {
        body: { email: user.email, password: 'wrong password' },
      });
      const unknown = await call(t, 'POST', apiPaths.login, {
        body: { email: 'nobody@example.com', password: 'wrong password' },
      });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Invalid email or password' });
      }
    });

    it('checks the password of an unknown email against a dummy hash (same work, no timing oracle)', async () => {
      const verify = vi.spyOn(argon2, 'verify');
      try {
        await call(t, 'POST', apiPaths.login, {
          body: { email: 'ghost@example.com', password: 'wrong password' },
        });
        expect(verify).toHaveBeenCalledTimes(1);
        expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      } finally {
        verify.mockRestore();
      }
    });

    it('answers 400 for a login without a password', async () => {
      const res = await call(t, 'POST', apiPaths.login, { body: { email: 'a@example.com' } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('password');
    });

    it('answers 401 { valid: false } for missing, malformed, forged, foreign and expired tokens', async () => {
      const { user, token: issued } = await signUp(t);
      const { sid } = decodeJwt(issued);
      const sign = (
        secret: string,
        claims: { iss?: string; aud?: string; exp?: number | string; alg?: string; sid?: unknown },
      ) =>
        new SignJWT({ ver: 0, sid: 'sid' in claims ? claims.sid : sid })
          .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
          .setSubject(user.id)
          .setIssuer(claims.iss ?? 'keyshop')
          .setAudience(claims.aud ?? 'keyshop-web')
          .setIssuedAt()
          .setExpirationTime(claims.exp ?? '1h')
          .sign(new TextEncoder().encode(secret));
      const good = await sign(TEST_JWT_SECRET, {});
      expect((await call(t, 'GET', apiPaths.verify, { token: good })).status).toBe(200);

      const [header, payload] = good.split('.');
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const tokens = [
        undefined,
        'garbage',
        `${header}.${payload}.AAAA`,
        unsigned,
        await sign('another-secret-another-secret-000000', {}),
        await sign(TEST_JWT_SECRET, { iss: 'someone-else' }),
        await sign(TEST_JWT_SECRET, { aud: 'another-app' }),
        await sign(TEST_JWT_SECRET, { alg: 'HS512' }),
        await sign(TEST_JWT_SECRET, { exp: Math.floor(Date.now() / 1000) - 10 }),
        await sign(TEST_JWT_SECRET, { sid: undefined }),
        await sign(TEST_JWT_SECRET, { sid: crypto.randomUUID() }),
        await sign(TEST_JWT_SECRET, { sid: 'not-a-uuid' }),
      ];
      for (const token of tokens) {
        const res = await call(t, 'GET', apiPaths.verify, { token });
        expect(res.status, String(token)).toBe(401);
        expect(res.body).toMatchObject({ valid: false, message: expect.any(String) });
      }
      const basic = await call(t, 'GET', apiPaths.verify, {
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.status).toBe(401);
    });

    it('stops taking a token that worked before once it expires', async () => {
      const { user, token: issued } = await signUp(t);
      const token = await new SignJWT({ ver: 0, sid: decodeJwt(issued).sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('keyshop')
        .setAudience('keyshop-web')
        .setIssuedAt()
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      expect((await call(t, 'GET', apiPaths.verify, { token })).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 61_000);
        expect((await call(t, 'GET', apiPaths.verify, { token })).status).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});

forEachDriver('auth rate limits', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 0,
      env: {
        LOGIN_FREE_FAILS_PER_ADDRESS: '3',
        LOGIN_MAX_DELAY_SECONDS: '4',
        LOGIN_MAX_FAILS_PER_IP: '8',
        REGISTER_MAX_PER_IP: '4',
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    call(t, 'POST', apiPaths.login, { body: { email, password }, headers: { 'x-forwarded-for': ip } });
  /** Moves an account's failures from an address `seconds` into the past (0: to now). */
  const ageFailures = (email: string, ip: string, seconds: number) =>
    t.db.orm.execute(
      sql`UPDATE rate_events SET created_at = now() - make_interval(secs => ${seconds})
          WHERE kind = 'login-fail:account-ip' AND subject = ${`${email} ${ip}`}`,
    );

  it('slows an attacker’s address after 3 failures (429 + Retry-After), the owner from another address gets in', async () => {
    const session = await signUp(t);
    const attacker = '203.0.113.1';
    for (let i = 0; i < 3; i++)
      expect((await login(session.user.email, 'wrong password', attacker)).status).toBe(401);
    await ageFailures(session.user.email, attacker, 0);
    const slowed = await login(session.user.email, session.password, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ message: 'Too many failed login attempts. Please try again later.' });
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect((await login(session.user.email, session.password, '203.0.113.2')).status).toBe(200);
    // The owner's success elsewhere does not free the attacker's address.
    await ageFailures(session.user.email, attacker, 0);
    expect((await login(session.user.email, 'wrong password', attacker)).status).toBe(429);
  });

  it('makes each further attempt from that address wait longer: 1, 2, 4 s, then the cap (4 s here)', async () => {
    const { user } = await signUp(t);
    const ip = '203.0.113.5';
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong password', ip)).status).toBe(401);
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      await ageFailures(user.email, ip, 0);
      const refused = await login(user.email, 'wrong password', ip);
      expect(refused.status).toBe(429);
      const wait = refused.headers.get('retry-after')!;
      waits.push(wait);
      // Once the wait is over the attempt is heard (and fails).
      await ageFailures(user.email, ip, Number(wait) + 0.5);
      expect((await login(user.email, 'wrong password', ip)).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '4']);
  });

  it('clears an account’s failures from an address on a successful login there', async () => {
    const session = await signUp(t);
    const ip = '203.0.113.3';
    for (let i = 0; i < 2; i++) await login(session.user.email, 'wrong password', ip);
    expect((await login(session.user.email, session.password, ip)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await login(session.user.email, 'wrong password', ip)).status).toBe(401);
  });

  it('never lets more failures through than the free ones, also in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login('parallel@example.com', 'wrong password', '198.51.100.7')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('limits failed logins per address across accounts', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await login(`ip-${i}@example.com`, 'wrong password', ip)).status);
    expect(statuses).toEqual([...Array(8).fill(401), 429]);
    // Another address is not affected.
    expect((await login('ip-x@example.com', 'wrong password', '192.0.2.78')).status).toBe(401);
  });

  it('ignores X-Forwarded-For without a trusted proxy, so spoofing it does not dodge the limit', async () => {
    const direct = await startTestApp({
      driver,
      products: 0,
      env: { TRUST_PROXY: '0', LOGIN_MAX_FAILS_PER_IP: '3', LOGIN_MAX_FAILS_PER_ACCOUNT: '100' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await call(direct, 'POST', apiPaths.login, {
          body: { email: `spoof-${i}@example.com`, password: 'wrong password' },
          headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  });

  it('limits registrations per address', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', apiPaths.register, {
        body: newAccount('reg'),
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('keeps its counts in the database, so a second process on it enforces them too', async () => {
    if (driver !== 'postgres') return;
    const other = await startTestApp({
      driver,
      schema: t.schema,
      env: { LOGIN_FREE_FAILS_PER_ADDRESS: '3', LOGIN_MAX_DELAY_SECONDS: '4' },
    });
    try {
      const email = 'shared@example.com';
      const ip = '192.0.2.9';
      const elsewhere = (password: string) =>
        call(other, 'POST', apiPaths.login, {
          body: { email, password },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await login(email, 'wrong password', ip)).status).toBe(401);
      expect((await elsewhere('wrong password')).status).toBe(401);
      expect((await login(email, 'wrong password', ip)).status).toBe(401);
      await ageFailures(email, ip, 0);
      expect((await elsewhere('wrong password')).status).toBe(429);
    } finally {
      await other.close({ keepData: true });
    }
  });
});
