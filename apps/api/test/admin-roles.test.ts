import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminMeResponseSchema, adminApiPaths, apiPaths } from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { call, confirmAddress, newAccount, signUp } from './api';
import { forEachDriver, sentMails, startTestApp, type TestApp } from './helpers';

/** A concrete URL for a route pattern (`:id` and `*` filled in). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID()).replace('*', 'anything');

forEachDriver('admin roles', (driver) => {
  let t: TestApp;
  const bossEmail = `boss.${randomUUID().slice(0, 8)}@example.com`;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 3,
      env: { REGISTER_MAX_PER_IP: '1000', ADMIN_EMAILS: ` Other@Example.com , ${bossEmail.toUpperCase()}` },
    });
  });
  afterAll(() => t.close());

  const signUpAs = async (email: string) => {
    const account = { ...newAccount('boss'), email };
    expect((await call(t, 'POST', apiPaths.register, { body: account })).status).toBe(201);
    await confirmAddress(t, email, () => sentMails(t));
    const login = await call(t, 'POST', apiPaths.login, { body: { email, password: account.password } });
    return login.body.token as string;
  };

  it('answers strangers 401 and shoppers 403 on every admin route, in the usual error shape', async () => {
    const shopper = await signUp(t);
    expect(t.app.adminRoutes.length).toBeGreaterThan(1);
    for (const route of t.app.adminRoutes) {
      const url = concrete(route.url);
      const body = route.method === 'GET' ? undefined : {};
      const stranger = await call(t, route.method, url, { body });
      expect([route, stranger.status, stranger.body]).toEqual([
        route,
        401,
        { message: 'Authentication required' },
      ]);
      const forged = await call(t, route.method, url, { body, token: 'not.a.token' });
      expect([route, forged.status, forged.body]).toEqual([
        route,
        401,
        { message: 'Invalid or expired token' },
      ]);
      const denied = await call(t, route.method, url, { body, token: shopper.token });
      expect([route, denied.status, denied.body]).toEqual([route, 403, { message: 'Admin access required' }]);
    }
  });

  it('makes an account of ADMIN_EMAILS registered later an admin once it confirms its address (any case)', async () => {
    const token = await signUpAs(bossEmail);
    const me = await call(t, 'GET', adminApiPaths.me, { token });
    expect(me.status).toBe(200);
    expect(adminMeResponseSchema.parse(me.body)).toMatchObject({ role: 'admin', user: { email: bossEmail } });
    const unknown = await call(t, 'GET', `${adminApiPaths.root}/nothing-here`, { token });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('shuts a demoted admin out at once, whatever the token says, and lets a promoted shopper in', async () => {
    const shopper = await signUp(t);
    const { email } = shopper.user;
    expect((await call(t, 'GET', adminApiPaths.me, { token: shopper.token })).status).toBe(403);
    expect((await setRole(t.db.orm, CLI_ACTOR, email, 'admin')).status).toBe('changed');
    expect((await call(t, 'GET', adminApiPaths.me, { token: shopper.token })).status).toBe(200);
    expect((await setRole(t.db.orm, CLI_ACTOR, email, 'shopper')).status).toBe('changed');
    const demoted = await call(t, 'GET', adminApiPaths.me, { token: shopper.token });
    expect(demoted).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
  });
});

forEachDriver('admin roles at start', (driver) => {
  let dataDir: string | undefined;
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it('promotes the existing accounts of ADMIN_EMAILS when the store starts', async () => {
    dataDir = driver === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'keyshop-admin-')) : undefined;
    const pgliteDir = dataDir && path.join(dataDir, 'pglite');
    const first = await startTestApp({ driver, products: 1, dataDir: pgliteDir });
    const shopper = await signUp(first);
    expect((await call(first, 'GET', adminApiPaths.me, { token: shopper.token })).status).toBe(403);
    await first.close({ keepData: true });

    const second = await startTestApp({
      driver,
      dataDir: pgliteDir,
      schema: first.schema,
      env: { ADMIN_EMAILS: shopper.user.email },
    });
    try {
      expect((await call(second, 'GET', adminApiPaths.me, { token: shopper.token })).status).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('ADMIN_EMAILS', () => {
  it('is read in lower case without blanks or repeats, and refuses a value that is not an e-mail, naming it', () => {
    expect(
      loadConfig({ ADMIN_EMAILS: ' Boss@Example.com,, boss@example.com ,b@example.org' }).admin.emails,
    ).toEqual(['boss@example.com', 'b@example.org']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@example.com,nobody' })).toThrow(
      'ADMIN_EMAILS: not an e-mail address: nobody',
    );
  });
});
