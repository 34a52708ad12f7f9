import {
  apiPaths,
  testCards,
  userResponseSchema,
  verificationPagePaths,
  verificationPaths,
  type Order,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import {
  call,
  linkSecret,
  newAccount,
  placeOrder,
  productUpdateAfter,
  signUp,
  stockRow,
  type Session,
} from './api';
import { forEachDriver, sentMails, setStock, startTestApp, type TestApp } from './helpers';
import { buy } from './payments-helpers';

forEachDriver('account', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // Each test uses its own accounts, so a low per-account limit only shows in the test about it.
    t = await startTestApp({
      driver,
      products: 3,
      env: { REGISTER_MAX_PER_IP: '1000', LOGIN_MAX_FAILS_PER_ACCOUNT: '2' },
    });
  });
  afterAll(() => t.close());

  const verify = (token: string) => call(t, 'GET', apiPaths.verify, { token });
  const login = (email: string, password: string) =>
    call(t, 'POST', apiPaths.login, { body: { email, password } });

  it('needs a valid bearer token on every account route', async () => {
    const routes: [string, string][] = [
      ['PUT', apiPaths.profile],
      ['PUT', apiPaths.email],
      ['PUT', apiPaths.password],
      ['DELETE', apiPaths.users],
    ];
    for (const [method, path] of routes) {
      const missing = await call(t, method, path, { body: {} });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ message: 'Authentication required' });
      const invalid = await call(t, method, path, { body: {}, token: 'not.a.token' });
      expect(invalid.status).toBe(401);
      expect(invalid.body).toEqual({ message: 'Invalid or expired token' });
    }
  });

  describe('profile', () => {
    it('changes the username and keeps the session', async () => {
      const s = await signUp(t);
      const res = await call(t, 'PUT', apiPaths.profile, { token: s.token, body: { username: 'Renamed_1' } });
      expect(res.status).toBe(200);
      expect(userResponseSchema.parse(res.body).user).toEqual({ ...s.user, username: 'Renamed_1' });
      expect((await verify(s.token)).body.user.username).toBe('Renamed_1');
    });

    it('answers 409 for a username another account has (any case), and allows its own in another case', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const taken = await call(t, 'PUT', apiPaths.profile, {
        token: b.token,
        body: { username: a.user.username.toUpperCase() },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('This username is already taken');
      const own = await call(t, 'PUT', apiPaths.profile, {
        token: a.token,
        body: { username: a.user.username.toUpperCase() },
      });
      expect(own.status).toBe(200);
    });

    it('answers 400 for an invalid username', async () => {
      const s = await signUp(t);
      const res = await call(t, 'PUT', apiPaths.profile, { token: s.token, body: { username: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({
        field: 'username',
        message: 'Username must be at least 3 characters',
      });
    });
  });

  describe('email', () => {
    it('changes the email (normalised) only once the new address confirms, then ends earlier sessions', async () => {
      const s = await signUp(t);
      const email = newAccount().email;
      const res = await call(t, 'PUT', apiPaths.email, {
        token: s.token,
        body: { email: `  ${email.toUpperCase()} `, currentPassword: s.password },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: s.user,
        message: `We sent a confirmation link to ${email}. Your e-mail address changes once you open it (within 24 hours).`,
      });
      expect((await verify(s.token)).status).toBe(200);
      expect((await login(email, s.password)).status).toBe(401);
      const mails = await sentMails(t);
      expect(
        mails.find((mail) => mail.to === s.user.email && mail.subject === 'E-mail change requested'),
      ).toBeTruthy();

      const token = linkSecret(mails, email, verificationPagePaths.confirmEmail);
      const confirmed = await call(t, 'POST', verificationPaths.confirmEmail, { body: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user).toMatchObject({ id: s.user.id, email, emailVerified: true });
      expect((await verify(s.token)).status).toBe(401);
      expect(
        (await call(t, 'PUT', apiPaths.profile, { token: s.token, body: { username: 'abc' } })).status,
      ).toBe(401);
      expect((await login(s.user.email, s.password)).status).toBe(401);
      expect((await login(email, s.password)).status).toBe(200);
      const told = (await sentMails(t)).filter((mail) => mail.to === s.user.email);
      expect(told.at(-1)?.subject).toBe('Your e-mail address was changed');
      const again = await call(t, 'POST', verificationPaths.confirmEmail, { body: { token } });
      expect(again.status).toBe(400);
    });

    it('answers "nothing to change" (409) for the current email, in any case, and keeps the session', async () => {
      const s = await signUp(t);
      const res = await call(t, 'PUT', apiPaths.email, {
        token: s.token,
        body: { email: ` ${s.user.email.toUpperCase()}`, currentPassword: s.password },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'This is already your email address: nothing to change' });
      expect((await verify(s.token)).status).toBe(200);
      expect((await login(s.user.email, s.password)).status).toBe(200);
    });

    it('answers 403 for a wrong current password and changes nothing', async () => {
      const s = await signUp(t);
      const res = await call(t, 'PUT', apiPaths.email, {
        token: s.token,
        body: { email: newAccount().email, currentPassword: 'not my password' },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Current password is incorrect');
      expect((await verify(s.token)).body.user.email).toBe(s.user.email);
    });

    it('answers 409 for an email another account has', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const res = await call(t, 'PUT', apiPaths.email, {
        token: b.token,
        body: { email: a.user.email, currentPassword: b.password },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An account with this email already exists');
    });

    it('answers 400 without a current password', async () => {
      const s = await signUp(t);
      const res = await call(t, 'PUT', apiPaths.email, {
        token: s.token,
        body: { email: newAccount().email },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('currentPassword');
    });
  });

  describe('password', () => {
    it('changes the password and ends earlier sessions', async () => {
      const s = await signUp(t);
      const newPassword = 'a brand new password';
      const res = await call(t, 'PUT', apiPaths.password, {
        token: s.token,
        body: { currentPassword: s.password, newPassword, confirmPassword: newPassword },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password updated successfully' });
      expect((await verify(s.token)).status).toBe(401);
      expect((await login(s.user.email, s.password)).status).toBe(401);
      const fresh = await login(s.user.email, newPassword);
      expect(fresh.status).toBe(200);
      expect((await verify(fresh.body.token)).status).toBe(200);
    });

    it('answers 403 for a wrong current password, 400 for a mismatch or a short password', async () => {
      const s = await signUp(t);
      const wrong = await call(t, 'PUT', apiPaths.password, {
        token: s.token,
        body: {
          currentPassword: 'nope nope',
          newPassword: 'another password',
          confirmPassword: 'another password',
        },
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const mismatch = await call(t, 'PUT', apiPaths.password, {
        token: s.token,
        body: {
          currentPassword: s.password,
          newPassword: 'another password',
          confirmPassword: 'different one',
        },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match' }]);
      const short = await call(t, 'PUT', apiPaths.password, {
        token: s.token,
        body: { currentPassword: s.password, newPassword: 'short', confirmPassword: 'short' },
      });
      expect(short.status).toBe(400);
      expect((await verify(s.token)).status).toBe(200);
    });

    it('limits wrong current passwords per account (429 after the limit), without locking its owner out of signing in', async () => {
      const s = await signUp(t);
      const attempt = () =>
        call(t, 'PUT', apiPaths.password, {
          token: s.token,
          body: {
            currentPassword: 'guess guess',
            newPassword: 'another password',
            confirmPassword: 'another password',
          },
        });
      expect((await attempt()).status).toBe(403);
      expect((await attempt()).status).toBe(403);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await login(s.user.email, s.password)).status).toBe(200);
    });
  });

  describe('delete', () => {
    const deleteAccount = (s: Session, currentPassword = s.password) =>
      call(t, 'DELETE', apiPaths.users, { token: s.token, body: { currentPassword } });

    it('asks for the password: a wrong or missing one deletes nothing and is named at the field', async () => {
      const s = await signUp(t);
      const wrong = await deleteAccount(s, 'not my password');
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({
        message: 'Current password is incorrect',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      });
      const missing = await call(t, 'DELETE', apiPaths.users, { token: s.token, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].field).toBe('currentPassword');
      expect((await verify(s.token)).status).toBe(200);
      expect((await login(s.user.email, s.password)).status).toBe(200);
    });

    it('deletes the account, ends its sessions and keeps its paid orders anonymised, keys and all', async () => {
      const s = await signUp(t);
      const { order } = await buy(t, s, [{ productId: 1, qty: 1 }]);
      expect(order.status).toBe('paid');
      const res = await deleteAccount(s);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Account deleted successfully' });
      expect((await verify(s.token)).status).toBe(401);
      expect((await call(t, 'GET', apiPaths.orders, { token: s.token })).status).toBe(401);
      expect((await login(s.user.email, s.password)).status).toBe(401);

      expect(await ordersById(order.id)).toEqual([
        { id: order.id, user_id: null, status: 'paid', payment_state: 'succeeded', reserved: 0, sold: 1 },
      ]);
      // The email and username are free again.
      expect(
        (
          await call(t, 'POST', apiPaths.register, {
            body: { username: s.user.username, email: s.user.email, password: s.password },
          })
        ).status,
      ).toBe(201);
    });

    it('cancels the unpaid orders and gives their reserved keys back to stock at once, live', async () => {
      await setStock(t, 2, 4);
      const s = await signUp(t);
      const { order: paid } = await buy(t, s, [{ productId: 2, qty: 1 }]);
      const waiting = (await placeOrder(t, s, [{ productId: 2, qty: 1 }])).body as Order;
      const declined = await buy(t, s, [{ productId: 2, qty: 1 }], testCards.declined);
      expect([paid.status, waiting.status, declined.order.status]).toEqual([
        'paid',
        'awaiting_payment',
        'payment_failed',
      ]);
      expect(await stockRow(t, 2)).toEqual({ qty: 1, unsold: 1 });

      const update = await productUpdateAfter(t, 2, async () => {
        expect((await deleteAccount(s)).status).toBe(200);
      });
      expect(update.qty).toBe(3);
      expect(await stockRow(t, 2)).toEqual({ qty: 3, unsold: 3 });
      const row = (id: string, status: string, paymentState: string, sold: number) => ({
        id,
        user_id: null,
        status,
        payment_state: paymentState,
        reserved: 0,
        sold,
      });
      expect(await ordersById(paid.id, waiting.id, declined.order.id)).toEqual(
        [
          row(paid.id, 'paid', 'succeeded', 1),
          row(waiting.id, 'cancelled', 'canceled', 0),
          row(declined.order.id, 'cancelled', 'canceled', 0),
        ].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      // The declined order's payment page takes no card any more.
      const [session] = await queryRows<{ state: string }>(
        t.db.orm,
        sql`SELECT state FROM test_payment_sessions WHERE order_id = ${declined.order.id}`,
      );
      expect(session).toEqual({ state: 'canceled' });
    });
  });

  /** The orders as stored, in id order, with their keys still reserved and those delivered. */
  async function ordersById(...ids: string[]) {
    return queryRows<Record<string, unknown>>(
      t.db.orm,
      sql`SELECT o.id, o.user_id, o.status, o.payment_state,
                 (SELECT count(*)::int FROM product_keys k WHERE k.order_id = o.id AND k.sold_at IS NULL) AS reserved,
                 (SELECT count(*)::int FROM product_keys k WHERE k.order_id = o.id AND k.sold_at IS NOT NULL) AS sold
          FROM orders o WHERE o.id IN ${ids} ORDER BY o.id`,
    );
  }
});
