import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminApiPaths,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  apiPaths,
  auditResponseSchema,
  loginResponseSchema,
  verificationPagePaths,
  verificationPaths,
} from '@keyshop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountTokens, users } from '../src/db/schema';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import {
  call,
  confirmAddress,
  inventoryOf,
  linkSecret,
  newAccount,
  revealKey,
  signUp,
  type Session,
} from './api';
import { buy } from './payments-helpers';
import { forEachDriver, sentMails, setStock, startTestApp, type TestApp } from './helpers';

const login = async (t: TestApp, email: string, password: string): Promise<Session> => {
  const answer = await call(t, 'POST', apiPaths.login, { body: { email, password } });
  expect(answer.status).toBe(200);
  return { ...loginResponseSchema.parse(answer.body), password };
};

/** Registers without confirming the address. */
async function registerUnverified(t: TestApp, account = newAccount()): Promise<Session> {
  expect((await call(t, 'POST', apiPaths.register, { body: account })).status).toBe(201);
  return login(t, account.email, account.password);
}

const verifyLink = async (t: TestApp, email: string) =>
  linkSecret(await sentMails(t), email, verificationPagePaths.verifyEmail);

forEachDriver('verified e-mail', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 3, env: { REGISTER_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  it('registers unverified, e-mails a single-use link that confirms the address', async () => {
    const s = await registerUnverified(t);
    expect(s.user.emailVerified).toBe(false);
    const [row] = await t.db.orm.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ emailVerifiedAt: null, role: 'shopper' });

    const token = await verifyLink(t, s.user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 of the secret is stored.
    const stored = await t.db.orm.select().from(accountTokens).where(eq(accountTokens.userId, s.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const ok = await call(t, 'POST', verificationPaths.verifyEmail, { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ id: s.user.id, emailVerified: true });
    const again = await call(t, 'POST', verificationPaths.verifyEmail, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('This link is not valid any more');
    const me = await call(t, 'GET', apiPaths.verify, { token: s.token });
    expect(me.body.user.emailVerified).toBe(true);
  });

  it('refuses malformed, unknown and expired links, and a link of one purpose for another', async () => {
    const s = await registerUnverified(t);
    const malformed = await call(t, 'POST', verificationPaths.verifyEmail, { body: { token: 'abc' } });
    expect(malformed.status).toBe(400);
    const unknown = await call(t, 'POST', verificationPaths.verifyEmail, { body: { token: 'A'.repeat(43) } });
    expect(unknown.status).toBe(400);
    const token = (await verifyLink(t, s.user.email))!;
    const otherPurpose = await call(t, 'POST', verificationPaths.confirmEmail, { body: { token } });
    expect(otherPurpose.status).toBe(400);
    await t.db.orm
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, s.user.id));
    const expired = await call(t, 'POST', verificationPaths.verifyEmail, { body: { token } });
    expect(expired.status).toBe(400);
    expect((await call(t, 'GET', apiPaths.verify, { token: s.token })).body.user.emailVerified).toBe(false);
  });

  it('sends a new link on request (the old one stops working), limited per account with 429 and Retry-After', async () => {
    const s = await registerUnverified(t);
    const first = await verifyLink(t, s.user.email);
    const resend = () => call(t, 'POST', verificationPaths.resendVerification, { token: s.token });
    expect((await call(t, 'POST', verificationPaths.resendVerification)).status).toBe(401);
    expect((await resend()).status).toBe(200);
    const second = await verifyLink(t, s.user.email);
    expect(second).not.toBe(first);
    expect((await call(t, 'POST', verificationPaths.verifyEmail, { body: { token: first } })).status).toBe(
      400,
    );
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const latest = await verifyLink(t, s.user.email);
    expect((await call(t, 'POST', verificationPaths.verifyEmail, { body: { token: latest } })).status).toBe(
      200,
    );
    const verified = await login(t, s.user.email, s.password);
    const done = await call(t, 'POST', verificationPaths.resendVerification, { token: verified.token });
    expect(done.status).toBe(409);
  });

  it('lets an unverified account buy and reveal its keys, but not change its e-mail', async () => {
    const s = await registerUnverified(t);
    await setStock(t, 1, 2);
    const { order } = await buy(t, s, [{ productId: 1, qty: 1 }]);
    expect(order.status).toBe('paid');
    const [item] = await inventoryOf(t, s);
    const revealed = await revealKey(t, s, item!.keyId);
    expect(revealed.status).toBe(200);
    const change = await call(t, 'PUT', apiPaths.email, {
      token: s.token,
      body: { email: newAccount().email, currentPassword: s.password },
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toContain('Confirm your e-mail address first');
  });

  it('refuses to confirm a new address another account took meanwhile', async () => {
    const s = await signUp(t);
    const wanted = newAccount().email;
    const put = await call(t, 'PUT', apiPaths.email, {
      token: s.token,
      body: { email: wanted, currentPassword: s.password },
    });
    expect(put.status).toBe(200);
    const token = linkSecret(await sentMails(t), wanted, verificationPagePaths.confirmEmail);
    await registerUnverified(t, { ...newAccount(), email: wanted });
    const taken = await call(t, 'POST', verificationPaths.confirmEmail, { body: { token } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('Another account uses this address now');
    expect((await call(t, 'GET', apiPaths.verify, { token: s.token })).body.user.email).toBe(s.user.email);
  });
});

forEachDriver('admin takeover through a freed ADMIN_EMAILS address', (driver) => {
  let dataDir: string | undefined;
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it('fails at every step', async () => {
    dataDir = driver === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'keyshop-takeover-')) : undefined;
    const pgliteDir = dataDir && path.join(dataDir, 'pglite');
    const ops = `ops.${randomUUID().slice(0, 8)}@example.com`;
    const env = { ADMIN_EMAILS: ops, REGISTER_MAX_PER_IP: '1000' };
    const first = await startTestApp({ driver, products: 2, dataDir: pgliteDir, env });
    const me = (t: TestApp, s: Session) => call(t, 'GET', adminApiPaths.me, { token: s.token });

    // The operator registers ops@: no admin until the address is confirmed.
    const operatorAccount = { ...newAccount('ops'), email: ops };
    let operator = await registerUnverified(first, operatorAccount);
    expect((await me(first, operator)).status).toBe(403);
    await confirmAddress(first, ops, () => sentMails(first));
    expect((await me(first, operator)).status).toBe(200);

    // The operator changes address: still admin, under the new address only once it is confirmed.
    const moved = `moved.${randomUUID().slice(0, 8)}@example.com`;
    const put = await call(first, 'PUT', apiPaths.email, {
      token: operator.token,
      body: { email: moved, currentPassword: operator.password },
    });
    expect(put.status).toBe(200);
    expect((await me(first, operator)).body.user.email).toBe(ops);
    const changeToken = linkSecret(await sentMails(first), moved, verificationPagePaths.confirmEmail);
    expect(
      (await call(first, 'POST', verificationPaths.confirmEmail, { body: { token: changeToken } })).status,
    ).toBe(200);
    expect((await me(first, operator)).status).toBe(401);
    operator = await login(first, moved, operator.password);
    expect((await me(first, operator)).body).toMatchObject({ role: 'admin', user: { email: moved } });

    // A stranger registers the freed ops@: not an admin, no desk, not even after confirming the address.
    const stranger = await registerUnverified(first, { ...newAccount('stranger'), email: ops });
    expect((await me(first, stranger)).status).toBe(403);
    const reveal = await call(first, 'POST', adminApiPaths.revealKey(randomUUID(), randomUUID()), {
      token: stranger.token,
    });
    expect(reveal).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
    const strangerLink = await verifyLink(first, ops);
    await first.close({ keepData: true });

    // Restart with ADMIN_EMAILS: the unverified stranger is no admin; nor once verified (ops@ bootstrapped already).
    const second = await startTestApp({ driver, dataDir: pgliteDir, schema: first.schema, env });
    try {
      expect((await me(second, stranger)).status).toBe(403);
      const verified = await call(second, 'POST', verificationPaths.verifyEmail, {
        body: { token: strangerLink },
      });
      expect(verified.status).toBe(200);
      expect((await me(second, stranger)).status).toBe(403);
      expect((await me(second, operator)).status).toBe(200);
      const [row] = await second.db.orm.select().from(users).where(eq(users.id, stranger.user.id));
      expect(row).toMatchObject({ role: 'shopper' });
      expect(row?.emailVerifiedAt).not.toBeNull();

      // The audit names the acting account by id and e-mail: the operator's acts are the operator's.
      const ended = await call(second, 'DELETE', adminApiPaths.userSessions(stranger.user.id), {
        token: operator.token,
      });
      expect(ended.status).toBe(200);
      const audit = auditResponseSchema.parse(
        (await call(second, 'GET', adminApiPaths.audit, { token: operator.token })).body,
      );
      expect(audit.entries[0]).toMatchObject({
        actorId: operator.user.id,
        actor: moved,
        action: 'user.end_sessions',
        targetId: stranger.user.id,
      });
      expect(audit.entries.find((e) => e.action === 'user.promote')).toMatchObject({
        actor: 'ADMIN_EMAILS',
        targetId: operator.user.id,
      });
    } finally {
      await second.close();
    }
  }, 240_000);

  it('never promotes an account again once an operator demoted it, and a promotion clears that', async () => {
    const pgliteDir = driver === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'keyshop-demoted-')) : undefined;
    try {
      const first = await startTestApp({ driver, products: 1, dataDir: pgliteDir });
      const [keeper, boss] = [await signUp(first, 'keeper'), await signUp(first, 'boss')];
      expect((await setRole(first.db.orm, CLI_ACTOR, keeper.user.email, 'admin')).status).toBe('changed');
      await first.close({ keepData: true });
      const env = { ADMIN_EMAILS: boss.user.email };
      const second = await startTestApp({ driver, dataDir: pgliteDir, schema: first.schema, env });
      expect((await call(second, 'GET', adminApiPaths.me, { token: boss.token })).status).toBe(200);
      expect((await setRole(second.db.orm, CLI_ACTOR, boss.user.email, 'shopper')).status).toBe('changed');
      await second.close({ keepData: true });
      const third = await startTestApp({ driver, dataDir: pgliteDir, schema: first.schema, env });
      try {
        expect((await call(third, 'GET', adminApiPaths.me, { token: boss.token })).status).toBe(403);
        expect((await setRole(third.db.orm, CLI_ACTOR, boss.user.email, 'admin')).status).toBe('changed');
        const [row] = await third.db.orm.select().from(users).where(eq(users.id, boss.user.id));
        expect(row?.adminDemotedAt).toBeNull();
      } finally {
        await third.close();
      }
    } finally {
      if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    }
  }, 240_000);
});

forEachDriver('user management', (driver) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 1, env: { REGISTER_MAX_PER_IP: '1000' } });
    admin = await signUp(t, 'chief');
    await setRole(t.db.orm, CLI_ACTOR, admin.user.email, 'admin');
  });
  afterAll(() => t.close());

  const as = (s: Session, method: string, url: string, body?: unknown) =>
    call(t, method, url, { token: s.token, body });

  it('lists and searches accounts with role, verification and sessions', async () => {
    const shopper = await registerUnverified(t, newAccount('findme'));
    const found = adminUsersResponseSchema.parse(
      (
        await as(
          admin,
          'GET',
          `${adminApiPaths.users}?q=${encodeURIComponent(shopper.user.username.toUpperCase())}`,
        )
      ).body,
    );
    expect(found.users).toEqual([
      expect.objectContaining({
        id: shopper.user.id,
        email: shopper.user.email,
        role: 'shopper',
        emailVerified: false,
        demoted: false,
        liveSessions: 0,
      }),
    ]);
    const all = adminUsersResponseSchema.parse(
      (await as(admin, 'GET', `${adminApiPaths.users}?pageSize=1`)).body,
    );
    expect(all).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect((await as(admin, 'GET', `${adminApiPaths.users}?q=%25`)).body.users).toEqual([]);
    expect((await as(admin, 'GET', `${adminApiPaths.users}?pageSize=500`)).status).toBe(400);
  });

  it('promotes and demotes (audited with the acting account), never the last admin, also when two race', async () => {
    const deputy = await signUp(t, 'deputy');
    const promote = await as(admin, 'PUT', adminApiPaths.userRole(deputy.user.id), { role: 'admin' });
    expect(promote.status).toBe(200);
    expect(adminUserResponseSchema.parse(promote.body).user).toMatchObject({ role: 'admin' });
    expect((await call(t, 'GET', adminApiPaths.me, { token: deputy.token })).status).toBe(200);

    // Both admins demote each other at once: exactly one demotion passes, the other is refused.
    const answers = await Promise.all([
      as(admin, 'PUT', adminApiPaths.userRole(deputy.user.id), { role: 'shopper' }),
      as(deputy, 'PUT', adminApiPaths.userRole(admin.user.id), { role: 'shopper' }),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.find((a) => a.status !== 200)!;
    // The loser is either refused as the last admin, or no admin any more by the time it is checked.
    expect([409, 403]).toContain(refused.status);
    const remaining = statuses[0] === 200 ? admin : deputy;
    const gone = remaining === admin ? deputy : admin;
    const last = await as(remaining, 'PUT', adminApiPaths.userRole(remaining.user.id), { role: 'shopper' });
    expect(last).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('This is the last admin') },
    });
    // Restore the suite's admin.
    if (gone === admin) await as(deputy, 'PUT', adminApiPaths.userRole(admin.user.id), { role: 'admin' });

    const audit = auditResponseSchema.parse((await as(admin, 'GET', adminApiPaths.audit)).body);
    expect(
      audit.entries.find((e) => e.action === 'user.promote' && e.targetId === deputy.user.id),
    ).toMatchObject({
      actorId: admin.user.id,
      actor: admin.user.email,
    });
    const demoted = await t.db.orm.select().from(users).where(eq(users.id, gone.user.id));
    expect(demoted[0]?.adminDemotedAt === null).toBe(gone === admin);
  });

  it('ends a user’s sessions on every request path, and answers 404 for unknown accounts', async () => {
    const s = await signUp(t);
    const ended = await as(admin, 'DELETE', adminApiPaths.userSessions(s.user.id));
    expect(ended.status).toBe(200);
    expect((await call(t, 'GET', apiPaths.verify, { token: s.token })).status).toBe(401);
    expect((await as(admin, 'DELETE', adminApiPaths.userSessions(randomUUID()))).status).toBe(404);
    expect((await as(admin, 'PUT', adminApiPaths.userRole('nope'), { role: 'admin' })).status).toBe(404);
    expect((await as(admin, 'PUT', adminApiPaths.userRole(s.user.id), { role: 'root' })).status).toBe(400);
  });
});
