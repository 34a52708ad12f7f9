// A shopper cancels on /purchase while another tab pays: the card and the cancel race over HTTP, many times.
// Each order must end paid with its key and nothing refunded, or cancelled with nothing charged and its key
// back in stock: never a charge and a refund.
import {
  apiPaths,
  orderSchema,
  PAYMENT_ALREADY_RECEIVED_MESSAGE,
  paymentSessionResponseSchema,
  testCards,
  type Order,
} from '@keyshop/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { call, inventoryOf, placeOrder, startShop, stockRow, type Session } from './api';
import { forEachDriver, setStock, type TestApp } from './helpers';
import { sessionIdOf } from './payments-helpers';

const ORDERS = 16;
const PRODUCT = 1;

forEachDriver('cancel versus card', (driver) => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    ({ t, alice } = await startShop(driver));
  });
  afterAll(() => t.close());

  /** Counted rows of one query over the orders' ids. */
  const count = async (query: (ids: string) => ReturnType<typeof sql>, orderIds: string[]) =>
    Number((await queryRows<{ n: number }>(t.db.orm, query(`{${orderIds.join(',')}}`)))[0]!.n);

  it('ends each order paid with its key (nothing refunded) or cancelled (nothing charged, key back)', async () => {
    await setStock(t, PRODUCT, ORDERS);
    const orders: { id: string; sessionId: string }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const placed = await placeOrder(t, alice, [{ productId: PRODUCT, qty: 1 }]);
      expect(placed.status).toBe(201);
      const id = (placed.body as Order).id;
      const started = await call(t, 'POST', apiPaths.payOrder(id), { token: alice.token });
      orders.push({
        id,
        sessionId: sessionIdOf(paymentSessionResponseSchema.parse(started.body).redirectUrl),
      });
    }

    const answers = await Promise.all(
      orders.map(async (order, i) => {
        // One of the two leaves up to 2 ms after the other (or both at once), so that either may win.
        const lead = (i % 5) - 2;
        const [card, cancel] = await Promise.all([
          sleep(Math.max(-lead, 0)).then(() =>
            call(t, 'POST', apiPaths.testPaymentPay(order.sessionId), {
              token: alice.token,
              body: { cardNumber: testCards.succeeds, expiry: '12/34', cvc: '123' },
            }),
          ),
          sleep(Math.max(lead, 0)).then(() =>
            call(t, 'POST', apiPaths.cancelOrder(order.id), { token: alice.token }),
          ),
        ]);
        return { ...order, card, cancel };
      }),
    );

    // Every webhook the cards queued has landed (or changed nothing) before the books are counted.
    await expect
      .poll(() => count(() => sql`SELECT count(*) AS n FROM payment_outbox WHERE done_at IS NULL`, []), {
        timeout: 20_000,
      })
      .toBe(0);

    const paid: string[] = [];
    const cancelled: string[] = [];
    for (const { id, card, cancel } of answers) {
      const order = orderSchema.parse(
        (await call(t, 'GET', apiPaths.orderDetail(id), { token: alice.token })).body,
      );
      if (cancel.status === 200) {
        // The cancel closed the session first: the card was refused and nothing was taken.
        expect(card.status).toBe(409);
        expect(card.body.message).toBe('This payment session was cancelled.');
        expect(order).toMatchObject({ status: 'cancelled', payment: { state: 'canceled' } });
        cancelled.push(id);
      } else {
        // The card was taken first: the cancel says so and the order is paid, whichever of the two paid it.
        expect(card.status).toBe(200);
        expect(card.body.state).toBe('succeeded');
        expect(cancel.status).toBe(409);
        expect(cancel.body).toMatchObject({ status: 'paid' });
        expect([PAYMENT_ALREADY_RECEIVED_MESSAGE, 'This order has already been paid.']).toContain(
          cancel.body.message,
        );
        expect(order).toMatchObject({ status: 'paid', payment: { state: 'succeeded', refundedCents: 0 } });
        paid.push(id);
      }
    }
    expect(paid.length + cancelled.length).toBe(ORDERS);

    const inventory = (await inventoryOf(t, alice)).filter((item) => paid.includes(item.orderId));
    expect(inventory.map((item) => item.orderId).sort()).toEqual([...paid].sort());
    const all = orders.map((order) => order.id);
    expect({
      charged: await count(
        (ids) =>
          sql`SELECT count(*) AS n FROM test_payment_sessions WHERE order_id = ANY(${ids}::uuid[]) AND state = 'succeeded'`,
        all,
      ),
      refundsQueued: await count(
        (ids) =>
          sql`SELECT count(*) AS n FROM payment_outbox WHERE kind = 'refund' AND payload->>'orderId' = ANY(${ids}::text[])`,
        all,
      ),
      refundsMade: await count(
        (ids) =>
          sql`SELECT count(*) AS n FROM test_payment_refunds r JOIN test_payment_sessions s ON s.payment_id = r.payment_id
              WHERE s.order_id = ANY(${ids}::uuid[])`,
        all,
      ),
      soldKeys: await count(
        (ids) =>
          sql`SELECT count(*) AS n FROM product_keys WHERE order_id = ANY(${ids}::uuid[]) AND sold_at IS NOT NULL`,
        paid,
      ),
      heldByCancelled: await count(
        (ids) => sql`SELECT count(*) AS n FROM product_keys WHERE order_id = ANY(${ids}::uuid[])`,
        cancelled,
      ),
      paymentsRecorded: await count(
        (ids) =>
          sql`SELECT count(DISTINCT order_id) AS n FROM payment_events WHERE order_id = ANY(${ids}::uuid[]) AND type = 'succeeded'`,
        all,
      ),
    }).toEqual({
      charged: paid.length,
      refundsQueued: 0,
      refundsMade: 0,
      soldKeys: paid.length,
      heldByCancelled: 0,
      paymentsRecorded: paid.length,
    });
    expect(await stockRow(t, PRODUCT)).toEqual({ qty: cancelled.length, unsold: cancelled.length });
  }, 120_000);
});
