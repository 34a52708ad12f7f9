import {
  adminDashboardSchema,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  adminApiPaths,
  apiPaths,
  auditResponseSchema,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR, setRole } from '../src/services/roles';
import { call, placeOrder, signUp, type Session } from './api';
import { forEachDriver, sentMails, setStock, startTestApp, type TestApp } from './helpers';
import { buy } from './payments-helpers';

const OPERATOR = 'operator@example.com';

forEachDriver('admin desk', (driver) => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 6,
      env: { REGISTER_MAX_PER_IP: '1000', OPERATOR_EMAIL: OPERATOR, LOW_STOCK_THRESHOLD: '3' },
    });
    [admin, alice] = await Promise.all([signUp(t, 'admin'), signUp(t, 'alice')]);
    await setRole(t.db.orm, CLI_ACTOR, admin.user.email, 'admin');
  });
  afterAll(() => t.close());
  const get = (url: string) => call(t, 'GET', url, { token: admin.token });

  it('finds an order by number, e-mail and key, and shows its lines, payment, consent, keys', async () => {
    await setStock(t, 1, 10);
    const { order } = await buy(t, alice, [{ productId: 1, qty: 2 }]);
    expect(order.status).toBe('paid');
    const number = `#${order.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const keys = (await call(t, 'GET', apiPaths.orderKeys(order.id), { token: alice.token })).body.keys;
    for (const q of [number, alice.user.email.toUpperCase(), keys[0].key, keys[1].key.toLowerCase()]) {
      const found = adminOrdersResponseSchema.parse(
        (await get(`${adminApiPaths.orders}?q=${encodeURIComponent(q)}`)).body,
      );
      expect([q, found.orders.map((o) => o.id)]).toEqual([q, [order.id]]);
      expect(found.orders[0]).toMatchObject({
        email: alice.user.email,
        status: 'paid',
        amountCents: order.payment.amountCents,
      });
    }
    const none = adminOrdersResponseSchema.parse((await get(`${adminApiPaths.orders}?q=NO-SUCH-KEY`)).body);
    expect(none.orders).toEqual([]);
    const bad = await get(`${adminApiPaths.orders}?pageSize=500`);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Page size must be 1 to 100' } });

    const detail = adminOrderDetailSchema.parse((await get(adminApiPaths.order(order.id))).body);
    expect(detail.order).toMatchObject({
      id: order.id,
      status: 'paid',
      consent: { version: expect.any(String) },
    });
    expect(detail.customer).toEqual({
      id: alice.user.id,
      email: alice.user.email,
      username: alice.user.username,
    });
    expect(detail.keys.map((key) => key.state)).toEqual(['sold', 'sold']);
    expect(JSON.stringify(detail)).not.toContain(keys[0].key);
    expect((await get(adminApiPaths.order('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('refunds through the refund service and resends the e-mail of paid orders only, both audited', async () => {
    await setStock(t, 2, 10);
    const { order } = await buy(t, alice, [{ productId: 2, qty: 1 }]);
    const refund = await call(t, 'POST', adminApiPaths.refundOrder(order.id), {
      token: admin.token,
      body: {},
    });
    expect(refund.status).toBe(200);
    expect(refund.body.order.status).toBe('refunded');
    const detail = adminOrderDetailSchema.parse((await get(adminApiPaths.order(order.id))).body);
    expect(detail.keys).toMatchObject([{ state: 'refunded', refundAmount: order.items[0]!.unitPrice }]);

    const refunded = await call(t, 'POST', adminApiPaths.resendOrderEmail(order.id), { token: admin.token });
    expect(refunded).toMatchObject({ status: 409, body: { status: 'refunded' } });
    const unpaid = await placeOrder(t, alice, [{ productId: 2, qty: 1 }]);
    expect(
      (await call(t, 'POST', adminApiPaths.resendOrderEmail(unpaid.body.id), { token: admin.token })).status,
    ).toBe(409);

    const paid = (await buy(t, alice, [{ productId: 2, qty: 1 }])).order;
    const before = (await sentMails(t)).length;
    const resent = await call(t, 'POST', adminApiPaths.resendOrderEmail(paid.id), { token: admin.token });
    expect(resent).toMatchObject({ status: 200 });
    const after = await sentMails(t);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)!.to).toBe(alice.user.email);

    const audit = auditResponseSchema.parse((await get(`${adminApiPaths.audit}?pageSize=2`)).body);
    expect(audit.hasMore).toBe(true);
    expect(audit.entries).toMatchObject([
      {
        actorId: admin.user.id,
        actor: admin.user.email,
        action: 'order.resend_email',
        targetId: paid.id,
        after: { to: alice.user.email },
      },
      {
        actor: admin.user.email,
        action: 'order.refund',
        targetId: order.id,
        before: { status: 'paid', refundedCents: 0 },
        after: { status: 'refunded', refundedCents: order.payment.amountCents },
      },
    ]);
  });

  describe('low stock', () => {
    it('sends one e-mail per product per hour, whatever the crossings; again after the hour', async () => {
      const alerts = async () =>
        (await sentMails(t)).filter((mail) => mail.to === OPERATOR && mail.subject?.includes('Low stock'));
      const set = await call(t, 'PUT', adminApiPaths.lowStock(3), {
        token: admin.token,
        body: { threshold: 2 },
      });
      expect(set).toMatchObject({ status: 200, body: { productId: 3, threshold: 2 } });
      expect(
        (await call(t, 'PUT', adminApiPaths.lowStock(3), { token: admin.token, body: { threshold: -1 } }))
          .status,
      ).toBe(400);
      expect(
        (await call(t, 'PUT', adminApiPaths.lowStock(999), { token: admin.token, body: { threshold: 1 } }))
          .status,
      ).toBe(404);

      await setStock(t, 3, 4);
      const settle = async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return alerts();
      };
      expect(await settle()).toHaveLength(0);
      await buy(t, alice, [{ productId: 3, qty: 2 }]); // 4 → 2: crosses
      await buy(t, alice, [{ productId: 3, qty: 1 }]); // 2 → 1: still low, no second e-mail
      const first = await settle();
      expect(first.map((mail) => mail.subject)).toEqual([expect.stringContaining('(2 left)')]);

      const dashboard = adminDashboardSchema.parse((await get(adminApiPaths.dashboard)).body);
      expect(dashboard.lowStock).toContainEqual(
        expect.objectContaining({ productId: 3, qty: 1, threshold: 2, alerted: true }),
      );
      expect(dashboard.defaultThreshold).toBe(3);
      expect(dashboard.salesToday.orders).toBeGreaterThanOrEqual(2);
      expect(dashboard.awaitingPayment).toBeGreaterThanOrEqual(1);

      await setStock(t, 3, 5); // back above: armed again, but not within the hour
      expect(await settle()).toHaveLength(1);
      await setStock(t, 3, 1); // crosses again within the hour: no e-mail
      expect(await settle()).toHaveLength(1);
      const afterCrossing = adminDashboardSchema.parse((await get(adminApiPaths.dashboard)).body);
      expect(afterCrossing.lowStock).toContainEqual(
        expect.objectContaining({ productId: 3, alerted: false }),
      );

      await t.db.orm.execute(
        sql`UPDATE low_stock_alerts SET alerted_at = alerted_at - interval '61 minutes' WHERE product_id = 3`,
      );
      await setStock(t, 3, 5);
      await setStock(t, 3, 1); // an hour later: a second e-mail
      expect((await settle()).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('(2 left)'),
        expect.stringContaining('(1 left)'),
      ]);
    });
  });
});
