import { adminApiPaths, apiPaths, givenConsent } from '@keyshop/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { call, newAccount, signUp, type Session } from './api';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';

forEachDriver('Cache-Control of personal answers', (driver) => {
  let t: TestApp;
  let shopper: Session;
  let admin: Session;
  let orderId: string;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 2 });
    [shopper, admin] = await Promise.all([signUp(t, 'shopper'), signUp(t, 'admin')]);
    await setRole(t.db.orm, CLI_ACTOR, admin.user.email, 'admin');
    await setStock(t, 1, 3);
    const order = await call(t, 'POST', apiPaths.order, {
      token: shopper.token,
      headers: { 'idempotency-key': 'no-store-order-1' },
      body: { items: [{ productId: 1, qty: 1 }], consent: givenConsent },
    });
    expect(order.status).toBe(201);
    orderId = order.body.id;
  });
  afterAll(() => t.close());

  const account = newAccount('cache');
  const missing = '00000000-0000-4000-8000-000000000000';
  // [what, method, path, who (shopper/admin/none), body, expected status]
  const personal: [string, string, () => string, 'shopper' | 'admin' | 'none', unknown, number][] = [
    ['register', 'POST', () => apiPaths.register, 'none', account, 201],
    [
      'login (the token)',
      'POST',
      () => apiPaths.login,
      'none',
      { email: account.email, password: account.password },
      200,
    ],
    [
      'failed login',
      'POST',
      () => apiPaths.login,
      'none',
      { email: account.email, password: 'wrong one' },
      401,
    ],
    ['verify', 'GET', () => apiPaths.verify, 'shopper', undefined, 200],
    ['profile', 'PUT', () => apiPaths.profile, 'shopper', { username: 'renamed_user' }, 200],
    ['users without a token', 'PUT', () => apiPaths.profile, 'none', { username: 'x' }, 401],
    ['new order', 'POST', () => apiPaths.order, 'shopper', { items: [] }, 400],
    ['keys of an unpaid order', 'GET', () => apiPaths.orderKeys(orderId), 'shopper', undefined, 409],
    ['orders', 'GET', () => apiPaths.orders, 'shopper', undefined, 200],
    ['one order', 'GET', () => apiPaths.orderDetail(orderId), 'shopper', undefined, 200],
    ['inventory', 'GET', () => apiPaths.inventory, 'shopper', undefined, 200],
    ['pay an order', 'POST', () => apiPaths.payOrder(orderId), 'shopper', {}, 200],
    ['test payment session', 'GET', () => apiPaths.testPaymentSession(missing), 'shopper', undefined, 404],
    ['admin me', 'GET', () => adminApiPaths.me, 'admin', undefined, 200],
    ['admin orders', 'GET', () => adminApiPaths.orders, 'admin', undefined, 200],
    ['admin inbox', 'GET', () => adminApiPaths.messages, 'admin', undefined, 200],
    ['admin unknown path', 'GET', () => `${adminApiPaths.root}/nothing`, 'admin', undefined, 404],
    ['admin, shopper refused', 'GET', () => adminApiPaths.dashboard, 'shopper', undefined, 403],
  ];

  it.each(personal)('%s answers Cache-Control: no-store', async (_, method, path, who, body, status) => {
    const token = who === 'none' ? undefined : (who === 'admin' ? admin : shopper).token;
    const answer = await call(t, method, path(), { token, body });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([apiPaths.products, apiPaths.product(1)])('the public %s keeps its caching', async (path) => {
    const answer = await call(t, 'GET', path, { token: shopper.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});
