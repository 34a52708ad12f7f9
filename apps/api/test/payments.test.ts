import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  CARD_CVC_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  CARD_REQUEST_MESSAGE,
  CONFIRM_OUTCOME_MESSAGE,
  declineMessages,
  orderSchema,
  orderStateConflictSchema,
  paymentSessionResponseSchema,
  placedOrderResponseSchema,
  testCards,
  testSessionSchema,
  type Order,
  orderNumber,
} from '@keyshop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { signWebhook } from '../src/payments/signature';
import { TEST_SIGNATURE_HEADER } from '../src/payments/test-provider';
import { queueRefund } from '../src/services/provider-refunds';
import {
  call,
  buyNow,
  inventoryOf,
  placeOrder,
  productUpdateAfter,
  revealKey,
  signUp,
  startShop,
  stockRow,
  type Session,
} from './api';
import {
  forEachDriver,
  keysWhere,
  sentMails,
  setStock,
  startTestApp,
  stockVersions,
  type TestApp,
} from './helpers';
import { buy, enterCard, orderAfterWebhook, payOrder, sessionIdOf } from './payments-helpers';

const SECRET = 'whsec-test-payments-0123456789abcdef0123456789';

/** A Stripe-shaped event of the test provider, signed (by default now) with `secret`. */
function signed(event: unknown, secret = SECRET, timestamp?: number) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [TEST_SIGNATURE_HEADER]: signWebhook(secret, body, timestamp),
    },
  };
}

const webhook = (
  t: TestApp,
  request: { body: string; headers: Record<string, string> },
  ip = '198.51.100.7',
) =>
  call(t, 'POST', apiPaths.paymentWebhook('test'), {
    body: request.body,
    headers: { ...request.headers, 'x-forwarded-for': ip },
  });

const completed = (
  orderId: string,
  sessionId: string,
  paymentId: string,
  amountCents: number,
  id: string,
) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: orderId,
      amount_total: amountCents,
      payment_status: 'paid',
      payment_intent: paymentId,
    },
  },
});

const getOrder = async (t: TestApp, s: Session, id: string): Promise<Order> =>
  orderSchema.parse((await call(t, 'GET', apiPaths.orderDetail(id), { token: s.token })).body);

/** Keys reserved (order_id set, not sold) and sold for an order. */
const keyStates = (t: TestApp, orderId: string) =>
  queryRows<{ reserved: number; sold: number }>(
    t.db.orm,
    sql`SELECT count(*) FILTER (WHERE sold_at IS NULL)::int AS reserved,
               count(*) FILTER (WHERE sold_at IS NOT NULL)::int AS sold
        FROM product_keys WHERE order_id = ${orderId}`,
  ).then((rows) => rows[0]!);

const testRefunds = (t: TestApp, paymentId: string) =>
  queryRows<{ amount_cents: number }>(
    t.db.orm,
    sql`SELECT amount_cents FROM test_payment_refunds WHERE payment_id = ${paymentId} ORDER BY created_at`,
  ).then((rows) => rows.map((row) => Number(row.amount_cents)));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

forEachDriver('payments', (driver) => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    ({ t, alice, bob } = await startShop(driver, {
      TEST_PAYMENTS_WEBHOOK_SECRET: SECRET,
      WEBHOOK_MAX_FAILS_PER_IP: '5',
    }));
  });
  afterAll(() => t.close());

  describe('order lifecycle', () => {
    it('reserves keys at once, delivers none before payment, and hands them over when the webhook lands', async () => {
      await setStock(t, 1, 5);
      const event = await productUpdateAfter(t, 1, async () => {
        const placed = await placeOrder(t, alice, [{ productId: 1, qty: 2 }]);
        expect(placed.status).toBe(201);
      });
      expect(event).toEqual({
        productId: 1,
        qty: 3,
        totalQty: 3,
        version: (await stockVersions(t, [1]))[0]!.version,
      });
      const [pending] = (await call(t, 'GET', apiPaths.orders, { token: alice.token })).body
        .orders as Order[];
      expect(pending).toMatchObject({
        status: 'awaiting_payment',
        payment: { provider: 'test', method: 'card', state: 'pending', reference: null, currency: 'EUR' },
      });
      expect(Date.parse(pending!.reservedUntil!) - Date.parse(pending!.createdAt)).toBe(30 * 60_000);
      expect(pending!.payment.amountCents).toBe(Math.round(pending!.items[0]!.unitPrice * 100) * 2);
      expect(await keyStates(t, pending!.id)).toEqual({ reserved: 2, sold: 0 });

      // Nothing reveals a reserved key: inventory, the order's keys, reveal by id.
      expect((await inventoryOf(t, alice)).filter((i) => i.orderId === pending!.id)).toEqual([]);
      const keys = await call(t, 'GET', apiPaths.orderKeys(pending!.id), { token: alice.token });
      expect(keys.status).toBe(409);
      expect(orderStateConflictSchema.parse(keys.body)).toMatchObject({ status: 'awaiting_payment' });
      const [reserved] = await queryRows<{ id: string }>(
        t.db.orm,
        sql`SELECT id FROM product_keys WHERE order_id = ${pending!.id} LIMIT 1`,
      );
      expect((await revealKey(t, alice, reserved!.id)).status).toBe(404);

      const paid = await payOrder(t, alice, pending!.id);
      expect(paid).toMatchObject({ status: 'paid', reservedUntil: null, payment: { state: 'succeeded' } });
      expect(paid.payment.reference).toMatch(/^pi_test_/);
      expect(paid.payment.paidAt).toEqual(expect.any(String));
      expect(await keyStates(t, pending!.id)).toEqual({ reserved: 0, sold: 2 });
      expect((await inventoryOf(t, alice)).filter((i) => i.orderId === pending!.id)).toHaveLength(2);
      expect(await stockRow(t, 1)).toEqual({ qty: 3, unsold: 3 });
      expect((await call(t, 'GET', apiPaths.orderKeys(pending!.id), { token: alice.token })).status).toBe(
        200,
      );
    });

    it('opens the payment session with "Buy now" in the same request; the same request again answers that session', async () => {
      await setStock(t, 1, 3);
      const buyOne = () =>
        buyNow(t, alice, [{ productId: 1, qty: 1 }], { 'idempotency-key': 'buy-now-in-one-request' });
      const placed = await buyOne();
      expect(placed.status).toBe(201);
      const answer = placedOrderResponseSchema.parse(placed.body);
      expect(answer).toMatchObject({ status: 'awaiting_payment', paymentSession: { orderId: answer.id } });
      expect(answer.paymentSession!.expiresAt).toBe(answer.reservedUntil);
      const sessionId = sessionIdOf(answer.paymentSession!.redirectUrl);
      const session = testSessionSchema.parse(
        (await call(t, 'GET', apiPaths.testPaymentSession(sessionId), { token: alice.token })).body,
      );
      expect(session).toMatchObject({
        orderId: answer.id,
        amountCents: answer.payment.amountCents,
        state: 'open',
      });
      // The order knows its session: …/pay answers it, and so does a double click on "Buy now".
      expect((await call(t, 'POST', apiPaths.payOrder(answer.id), { token: alice.token })).body).toEqual(
        answer.paymentSession,
      );
      const again = await buyOne();
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(placedOrderResponseSchema.parse(again.body)).toMatchObject({
        id: answer.id,
        paymentSession: answer.paymentSession,
        payment: { reference: sessionId },
      });
      expect(await stockRow(t, 1)).toEqual({ qty: 2, unsold: 2 });
      expect(await payOrder(t, alice, answer.id)).toMatchObject({ status: 'paid' });
      // Paid, the same request again answers the order with nothing left to pay.
      expect(placedOrderResponseSchema.parse((await buyOne()).body)).toMatchObject({
        id: answer.id,
        status: 'paid',
        paymentSession: null,
      });
    });

    it('keeps the keys after a decline, says why, and takes another card', async () => {
      await setStock(t, 2, 3);
      const placed = (await placeOrder(t, alice, [{ productId: 2, qty: 1 }])).body as Order;
      const declined = await payOrder(t, alice, placed.id, testCards.declined);
      expect(declined).toMatchObject({
        status: 'payment_failed',
        payment: { state: 'failed', failureMessage: declineMessages.declined },
      });
      expect(declined.reservedUntil).toEqual(placed.reservedUntil);
      expect(await stockRow(t, 2)).toEqual({ qty: 2, unsold: 2 });
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 1, sold: 0 });

      const poor = await payOrder(t, alice, placed.id, testCards.insufficientFunds);
      expect(poor.payment.failureMessage).toBe(declineMessages.insufficientFunds);

      const paid = await payOrder(t, alice, placed.id, testCards.succeeds);
      expect(paid).toMatchObject({ status: 'paid', payment: { state: 'succeeded', failureMessage: null } });
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 0, sold: 1 });
    });

    it('asks for the extra step of 4000 0000 0000 3220: fail declines, approve pays', async () => {
      await setStock(t, 3, 3);
      const placed = (await placeOrder(t, bob, [{ productId: 3, qty: 1 }])).body as Order;
      const session = await enterCard(t, bob, placed.id, testCards.requiresConfirmation);
      expect(session).toMatchObject({
        state: 'requires_confirmation',
        cardLast4: '3220',
        orderId: placed.id,
      });
      expect((await getOrder(t, bob, placed.id)).status).toBe('awaiting_payment');

      const failed = await call(t, 'POST', apiPaths.testPaymentConfirm(session.id), {
        token: bob.token,
        body: { outcome: 'fail' },
      });
      expect(testSessionSchema.parse(failed.body)).toMatchObject({
        state: 'declined',
        declineMessage: declineMessages.confirmationFailed,
      });
      const afterFail = await orderAfterWebhook(t, bob, placed.id);
      expect(afterFail).toMatchObject({
        status: 'payment_failed',
        payment: { failureMessage: declineMessages.confirmationFailed },
      });

      const again = await enterCard(t, bob, placed.id, testCards.requiresConfirmation);
      expect(again.id).toBe(session.id);
      const approved = await call(t, 'POST', apiPaths.testPaymentConfirm(session.id), {
        token: bob.token,
        body: { outcome: 'approve' },
      });
      expect(approved.body.state).toBe('succeeded');
      expect((await orderAfterWebhook(t, bob, placed.id, (o) => o.status === 'paid')).status).toBe('paid');
      // A finished session takes no further card or confirmation.
      const late = await call(t, 'POST', apiPaths.testPaymentPay(session.id), {
        token: bob.token,
        body: { cardNumber: testCards.succeeds, expiry: '12/34', cvc: '123' },
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This payment has already been made.');
      expect(
        (
          await call(t, 'POST', apiPaths.testPaymentConfirm(session.id), {
            token: bob.token,
            body: { outcome: 'approve' },
          })
        ).status,
      ).toBe(409);
    });

    it('cancels an unpaid order: keys back in stock at once, session closed; then refuses to pay or cancel a paid one', async () => {
      await setStock(t, 4, 2);
      const placed = (await placeOrder(t, alice, [{ productId: 4, qty: 2 }])).body as Order;
      const started = paymentSessionResponseSchema.parse(
        (await call(t, 'POST', apiPaths.payOrder(placed.id), { token: alice.token })).body,
      );
      expect(started).toMatchObject({
        orderId: placed.id,
        provider: 'test',
        expiresAt: placed.reservedUntil,
      });
      expect(started.redirectUrl).toMatch(/^\/pay\/test\/cs_test_[0-9a-f]{24}$/);
      // Asking again while the session is open answers the same session.
      expect((await call(t, 'POST', apiPaths.payOrder(placed.id), { token: alice.token })).body).toEqual(
        started,
      );
      expect(await stockRow(t, 4)).toEqual({ qty: 0, unsold: 0 });

      let cancelled: Order | undefined;
      const event = await productUpdateAfter(t, 4, async () => {
        const res = await call(t, 'POST', apiPaths.cancelOrder(placed.id), { token: alice.token });
        expect(res.status).toBe(200);
        cancelled = orderSchema.parse(res.body);
      });
      expect(event).toEqual({
        productId: 4,
        qty: 2,
        totalQty: 2,
        version: (await stockVersions(t, [4]))[0]!.version,
      });
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        reservedUntil: null,
        payment: { state: 'canceled' },
      });
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 0, sold: 0 });
      const again = await call(t, 'POST', apiPaths.cancelOrder(placed.id), { token: alice.token });
      expect(again.body).toEqual(cancelled);

      const session = await call(t, 'GET', apiPaths.testPaymentSession(sessionIdOf(started.redirectUrl)), {
        token: alice.token,
      });
      expect(session.body.state).toBe('canceled');
      const pay = await call(t, 'POST', apiPaths.payOrder(placed.id), { token: alice.token });
      expect(pay.status).toBe(409);
      expect(pay.body).toEqual({
        message: 'This order has been cancelled.',
        orderId: placed.id,
        status: 'cancelled',
      });

      const { order: paid } = await buy(t, alice, [{ productId: 4, qty: 1 }]);
      const refused = await call(t, 'POST', apiPaths.cancelOrder(paid.id), { token: alice.token });
      expect(refused.status).toBe(409);
      expect(refused.body.status).toBe('paid');
      expect((await getOrder(t, alice, paid.id)).status).toBe('paid');
    });

    it('lets only the owner see, pay, cancel or use the session of an order', async () => {
      await setStock(t, 5, 2);
      const placed = (await placeOrder(t, alice, [{ productId: 5, qty: 1 }])).body as Order;
      const started = (await call(t, 'POST', apiPaths.payOrder(placed.id), { token: alice.token })).body;
      const sessionId = sessionIdOf(started.redirectUrl);
      for (const [method, path, body] of [
        ['POST', apiPaths.payOrder(placed.id), undefined],
        ['POST', apiPaths.cancelOrder(placed.id), undefined],
        ['GET', apiPaths.testPaymentSession(sessionId), undefined],
        [
          'POST',
          apiPaths.testPaymentPay(sessionId),
          { cardNumber: testCards.succeeds, expiry: '12/34', cvc: '123' },
        ],
        ['POST', apiPaths.payOrder('not-a-uuid'), undefined],
        ['GET', apiPaths.testPaymentSession('cs_test_nope'), undefined],
      ] as const) {
        const res = await call(t, method, path, { token: bob.token, body });
        expect(res.status, path).toBe(404);
      }
      expect((await call(t, 'POST', apiPaths.payOrder(placed.id), {})).status).toBe(401);
      expect((await getOrder(t, alice, placed.id)).status).toBe('awaiting_payment');
    });

    it('refuses malformed cards with a message per field and changes nothing', async () => {
      await setStock(t, 6, 2);
      const placed = (await placeOrder(t, alice, [{ productId: 6, qty: 1 }])).body as Order;
      const started = (await call(t, 'POST', apiPaths.payOrder(placed.id), { token: alice.token })).body;
      const sessionId = sessionIdOf(started.redirectUrl);
      for (const [card, field, message] of [
        [
          { cardNumber: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' },
          'cardNumber',
          CARD_NUMBER_MESSAGE,
        ],
        [{ cardNumber: '4242', expiry: '12/34', cvc: '123' }, 'cardNumber', CARD_NUMBER_MESSAGE],
        [{ cardNumber: testCards.succeeds, expiry: '01/20', cvc: '123' }, 'expiry', CARD_EXPIRED_MESSAGE],
        [
          { cardNumber: testCards.succeeds, expiry: '13/30', cvc: '123' },
          'expiry',
          "Your card's expiration date is invalid.",
        ],
        [{ cardNumber: testCards.succeeds, expiry: '12/34', cvc: '12' }, 'cvc', CARD_CVC_MESSAGE],
      ] as const) {
        const res = await call(t, 'POST', apiPaths.testPaymentPay(sessionId), {
          token: alice.token,
          body: card,
        });
        expect(res.status, JSON.stringify(card)).toBe(400);
        expect(res.body.errors).toContainEqual({ field, message });
      }
      const session = await call(t, 'GET', apiPaths.testPaymentSession(sessionId), { token: alice.token });
      expect(session.body).toMatchObject({ state: 'open', cardLast4: null });
      expect((await getOrder(t, alice, placed.id)).payment.state).toBe('pending');
    });

    it('answers every other bad request, confirmation, amount or step with a clear message and changes nothing', async () => {
      await setStock(t, 16, 2);
      const placed = (await placeOrder(t, alice, [{ productId: 16, qty: 1 }])).body as Order;
      const amountCents = placed.payment.amountCents;
      // An amount from the client is not read: the session charges the server's.
      const started = await call(t, 'POST', apiPaths.payOrder(placed.id), {
        token: alice.token,
        body: { amountCents: 1 },
      });
      expect(started.status).toBe(200);
      const sessionId = sessionIdOf(started.body.redirectUrl);
      const allFields = [
        { field: 'cardNumber', message: CARD_NUMBER_MESSAGE },
        { field: 'expiry', message: CARD_EXPIRY_MESSAGE },
        { field: 'cvc', message: CARD_CVC_MESSAGE },
      ];
      for (const [body, errors] of [
        [undefined, [{ field: '(root)', message: CARD_REQUEST_MESSAGE }]],
        [{}, allFields],
        [{ cardNumber: 4242424242424242, expiry: 1234, cvc: 123 }, allFields],
        [
          { cardNumber: 'abcd efgh ijkl mnop', expiry: '12/34', cvc: '123' },
          [{ field: 'cardNumber', message: CARD_NUMBER_MESSAGE }],
        ],
        [
          { cardNumber: '4242 4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
          [{ field: 'cardNumber', message: CARD_NUMBER_MESSAGE }],
        ],
        [
          { cardNumber: testCards.succeeds, expiry: '1234', cvc: '12345' },
          [
            { field: 'expiry', message: CARD_EXPIRY_MESSAGE },
            { field: 'cvc', message: CARD_CVC_MESSAGE },
          ],
        ],
      ] as const) {
        const res = await call(t, 'POST', apiPaths.testPaymentPay(sessionId), { token: alice.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
      }
      const confirm = (body: unknown) =>
        call(t, 'POST', apiPaths.testPaymentConfirm(sessionId), { token: alice.token, body });
      const badOutcome = await confirm({ outcome: 'maybe' });
      expect(badOutcome.status).toBe(400);
      expect(badOutcome.body.errors).toEqual([{ field: 'outcome', message: CONFIRM_OUTCOME_MESSAGE }]);
      const nothingToConfirm = await confirm({ outcome: 'approve' });
      expect(nothingToConfirm.status).toBe(409);
      expect(nothingToConfirm.body).toMatchObject({
        message: 'There is no payment to confirm.',
        state: 'open',
      });
      const keys = await call(t, 'GET', apiPaths.orderKeys(placed.id), { token: alice.token });
      expect(keys.status).toBe(409);
      expect(keys.body).toMatchObject({ message: 'This order has not been paid yet.' });
      const untouched = await call(t, 'GET', apiPaths.testPaymentSession(sessionId), { token: alice.token });
      expect(untouched.body).toMatchObject({ state: 'open', cardLast4: null, amountCents });
      expect(await getOrder(t, alice, placed.id)).toMatchObject({
        status: 'awaiting_payment',
        payment: { state: 'pending', amountCents },
      });

      // Paid (an amount in the card's body is not read either); then no step of the payment can be repeated.
      const pay = (extra: Record<string, unknown> = {}) =>
        call(t, 'POST', apiPaths.testPaymentPay(sessionId), {
          token: alice.token,
          body: { cardNumber: testCards.succeeds, expiry: '12/34', cvc: '123', ...extra },
        });
      const paying = await pay({ amountCents: 1 });
      expect(paying.body).toMatchObject({ state: 'succeeded', amountCents });
      const paid = await orderAfterWebhook(t, alice, placed.id);
      expect(paid).toMatchObject({ status: 'paid', payment: { state: 'succeeded', amountCents } });
      const again = await pay();
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        message: 'This payment has already been made.',
        state: 'succeeded',
      });
      expect((await confirm({ outcome: 'fail' })).status).toBe(409);
      for (const path of [apiPaths.payOrder(placed.id), apiPaths.cancelOrder(placed.id)]) {
        const refused = await call(t, 'POST', path, { token: alice.token });
        expect(refused.status, path).toBe(409);
        expect(refused.body, path).toEqual({
          message: 'This order has already been paid.',
          orderId: placed.id,
          status: 'paid',
        });
      }
      expect(await getOrder(t, alice, placed.id)).toEqual(paid);
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 0, sold: 1 });
      expect(await testRefunds(t, paid.payment.reference!)).toEqual([]);
    });

    it('charges the amount computed on the server from the reserved lines, in cents', async () => {
      await setStock(t, 7, 3);
      await setStock(t, 8, 3);
      const placed = (
        await placeOrder(t, bob, [
          { productId: 7, qty: 3 },
          { productId: 8, qty: 1 },
        ])
      ).body as Order;
      const cents = placed.items.reduce((sum, item) => sum + Math.round(item.unitPrice * 100) * item.qty, 0);
      expect(placed.payment.amountCents).toBe(cents);
      expect(placed.total).toBeCloseTo(cents / 100, 2);
      const session = await enterCard(t, bob, placed.id, testCards.declined);
      expect(session.amountCents).toBe(cents);
    });

    it('gives the last keys to exactly as many shoppers as there are, and every paid order its own keys', async () => {
      const keys = await setStock(t, 9, 3);
      const shoppers = [alice, bob, ...(await Promise.all([signUp(t, 'carol'), signUp(t, 'dave')]))];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          placeOrder(t, shoppers[i % shoppers.length]!, [{ productId: 9, qty: 1 }]),
        ),
      );
      const won = answers.filter((a) => a.status === 201);
      expect(won).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      const paid = await Promise.all(
        won.map((a) => payOrder(t, shoppers[answers.indexOf(a) % shoppers.length]!, a.body.id)),
      );
      expect(paid.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
      const sold = (await keysWhere(t, sql`product_id = 9 AND sold_at IS NOT NULL`)).filter((k) =>
        keys.includes(k.key),
      );
      expect(new Set(sold.map((k) => k.orderId)).size).toBe(3);
      expect(await stockRow(t, 9)).toEqual({ qty: 0, unsold: 0 });
    });
  });

  describe('webhooks', () => {
    it('refuses forged, stale and unsigned webhooks with 400 and changes nothing', async () => {
      await setStock(t, 10, 2);
      const placed = (await placeOrder(t, alice, [{ productId: 10, qty: 1 }])).body as Order;
      const event = completed(
        placed.id,
        'cs_test_forged',
        'pi_test_forged',
        placed.payment.amountCents,
        'evt_forged_1',
      );
      const forged = signed(event, 'not-the-secret-not-the-secret-000000');
      expect((await webhook(t, forged, '198.51.100.1')).status).toBe(400);
      const stale = signed(event, SECRET, Math.floor(Date.now() / 1000) - 6 * 60);
      expect((await webhook(t, stale, '198.51.100.1')).status).toBe(400);
      const tampered = signed(event);
      tampered.body = tampered.body.replace(String(placed.payment.amountCents), '1');
      expect((await webhook(t, tampered, '198.51.100.1')).status).toBe(400);
      const unsigned = await webhook(
        t,
        { body: JSON.stringify(event), headers: { 'content-type': 'application/json' } },
        '198.51.100.1',
      );
      expect(unsigned.status).toBe(400);
      expect(unsigned.body).toEqual({ message: 'Invalid webhook signature' });
      expect((await getOrder(t, alice, placed.id)).status).toBe('awaiting_payment');
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 1, sold: 0 });
      // Past the limit of rejected webhooks per address: 429; another address is not affected.
      expect((await webhook(t, forged, '198.51.100.1')).status).toBe(400);
      const limited = await webhook(t, forged, '198.51.100.1');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await webhook(t, forged, '198.51.100.2')).status).toBe(400);
    });

    it('handles a replayed event once: 200 and nothing more', async () => {
      await setStock(t, 11, 3);
      const placed = (await placeOrder(t, bob, [{ productId: 11, qty: 1 }])).body as Order;
      const paid = await payOrder(t, bob, placed.id);
      const [delivered] = await queryRows<{ payload: { event: { id: string } } }>(
        t.db.orm,
        sql`SELECT payload FROM payment_outbox WHERE kind = 'webhook'
            AND payload->'event'->'data'->'object'->>'client_reference_id' = ${placed.id}`,
      );
      const replay = await webhook(t, signed(delivered!.payload.event));
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, result: 'replay' });
      expect(await getOrder(t, bob, placed.id)).toEqual(paid);
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 0, sold: 1 });
    });

    it('never lets a late failure or session expiry undo a paid order', async () => {
      await setStock(t, 12, 3);
      const placed = (await placeOrder(t, alice, [{ productId: 12, qty: 1 }])).body as Order;
      const paid = await payOrder(t, alice, placed.id);
      const failed = {
        id: 'evt_out_of_order_failed',
        type: 'payment_intent.payment_failed',
        data: {
          object: { id: 'pi_x', metadata: { order_id: placed.id }, last_payment_error: { message: 'late' } },
        },
      };
      const expired = {
        id: 'evt_out_of_order_expired',
        type: 'checkout.session.expired',
        data: { object: { id: paid.payment.reference, client_reference_id: placed.id } },
      };
      for (const event of [failed, expired]) {
        const res = await webhook(t, signed(event));
        expect(res.status).toBe(200);
        expect(res.body.result).toBe('no-op');
      }
      expect(await getOrder(t, alice, placed.id)).toEqual(paid);
    });

    it('answers 200 without a change for an unknown order, and ignores event types it does not use', async () => {
      const unknown = completed(
        '00000000-0000-4000-8000-000000000000',
        'cs_x',
        'pi_x',
        100,
        'evt_unknown_order',
      );
      const res = await webhook(t, signed(unknown));
      expect(res.status).toBe(200);
      expect(res.body.result).toBe('unknown-order');
      const malformedId = completed("1' OR 1=1", 'cs_x', 'pi_x', 100, 'evt_malformed_order');
      expect((await webhook(t, signed(malformedId))).body.result).toBe('unknown-order');
      const other = await webhook(
        t,
        signed({ id: 'evt_other', type: 'charge.succeeded', data: { object: {} } }),
      );
      expect(other.body).toEqual({ received: true, result: 'ignored' });
    });

    it('refunds a second payment of a paid order through the provider, keeping the order as it is', async () => {
      await setStock(t, 13, 2);
      const placed = (await placeOrder(t, bob, [{ productId: 13, qty: 1 }])).body as Order;
      const paid = await payOrder(t, bob, placed.id);
      const [session] = await queryRows<{ id: string }>(
        t.db.orm,
        sql`SELECT id FROM test_payment_sessions WHERE order_id = ${placed.id}`,
      );
      // A second payment on the test provider's books (as a second session would make), then its webhook.
      await t.db.orm.execute(
        sql`INSERT INTO test_payment_sessions (id, order_id, idempotency_key, amount_cents, state, payment_id,
                                               return_url, cancel_url, expires_at)
            VALUES ('cs_test_second', ${placed.id}, 'second', ${placed.payment.amountCents}, 'succeeded',
                    'pi_test_second', '/', '/', now())`,
      );
      const res = await webhook(
        t,
        signed(
          completed(placed.id, 'cs_test_second', 'pi_test_second', placed.payment.amountCents, 'evt_second'),
        ),
      );
      expect(res.body.result).toBe('refunded-duplicate');
      expect(
        await until(
          () => testRefunds(t, 'pi_test_second'),
          (r) => r.length > 0,
        ),
      ).toEqual([placed.payment.amountCents]);
      expect(await getOrder(t, bob, placed.id)).toEqual(paid);
      expect(session).toBeDefined();
    });
  });

  describe('refunds through the provider', () => {
    it('gives the money for refunded keys back through the test provider, once per refund', async () => {
      await setStock(t, 14, 3);
      const { order } = await buy(t, alice, [{ productId: 14, qty: 2 }]);
      const [first, second] = (await inventoryOf(t, alice)).filter((i) => i.orderId === order.id);
      const unit = Math.round(order.items[0]!.unitPrice * 100);
      const refund = (keyIds?: string[]) =>
        call(t, 'POST', apiPaths.refundOrder(order.id), {
          token: alice.token,
          body: keyIds ? { keyIds } : {},
        });
      const partly = orderSchema.parse((await refund([first!.keyId])).body);
      expect(partly.payment).toMatchObject({ state: 'refunded', refundedCents: unit });
      await refund([first!.keyId]);
      expect(
        await until(
          () => testRefunds(t, order.payment.reference!),
          (r) => r.length >= 1,
        ),
      ).toEqual([unit]);
      const whole = orderSchema.parse((await refund()).body);
      expect(whole).toMatchObject({ status: 'refunded', payment: { refundedCents: unit * 2 } });
      expect(
        await until(
          () => testRefunds(t, order.payment.reference!),
          (r) => r.length >= 2,
        ),
      ).toEqual([unit, unit]);
      expect(second).toBeDefined();
    });

    it('refuses to refund an unpaid order', async () => {
      await setStock(t, 15, 2);
      const placed = (await placeOrder(t, bob, [{ productId: 15, qty: 1 }])).body as Order;
      const res = await call(t, 'POST', apiPaths.refundOrder(placed.id), { token: bob.token, body: {} });
      expect(res.status).toBe(409);
      expect(res.body.status).toBe('awaiting_payment');
      expect(await keyStates(t, placed.id)).toEqual({ reserved: 1, sold: 0 });
    });
  });
});

forEachDriver('reservation expiry', (driver) => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    // Reservations of 3 s (long enough for a decline under a loaded CI's two cores), swept every 100 ms.
    t = await startTestApp({
      driver,
      products: 6,
      env: { RESERVATION_MINUTES: '0.05', PAYMENT_SWEEP_MS: '100', TEST_PAYMENTS_WEBHOOK_SECRET: SECRET },
    });
    alice = await signUp(t, 'alice');
  });
  afterAll(() => t.close());

  it('expires an unpaid order when its reservation ends: keys back in stock, live; paying then says so', async () => {
    await setStock(t, 1, 3);
    let placed: Order | undefined;
    const event = await productUpdateAfter(t, 1, async () => {
      placed = (await placeOrder(t, alice, [{ productId: 1, qty: 2 }])).body as Order;
    });
    expect(event.qty).toBe(1);
    const released = await productUpdateAfter(t, 1, async () => {
      await until(
        () => getOrder(t, alice, placed!.id),
        (o) => o.status === 'expired',
        10_000,
      );
    });
    expect(released).toEqual({
      productId: 1,
      qty: 3,
      totalQty: 3,
      version: (await stockVersions(t, [1]))[0]!.version,
    });
    const expired = await getOrder(t, alice, placed!.id);
    expect(expired).toMatchObject({ status: 'expired', reservedUntil: null, payment: { state: 'canceled' } });
    expect(await keyStates(t, placed!.id)).toEqual({ reserved: 0, sold: 0 });
    const pay = await call(t, 'POST', apiPaths.payOrder(placed!.id), { token: alice.token });
    expect(pay.status).toBe(409);
    expect(pay.body).toMatchObject({
      status: 'expired',
      message: 'This reservation has expired; please start again.',
    });
    expect((await call(t, 'POST', apiPaths.cancelOrder(placed!.id), { token: alice.token })).status).toBe(
      409,
    );
  });

  it('keeps the order of a declined card reserved until the end, then expires it', async () => {
    await setStock(t, 2, 1);
    const placed = (await placeOrder(t, alice, [{ productId: 2, qty: 1 }])).body as Order;
    const declined = await payOrder(t, alice, placed.id, testCards.declined);
    expect(declined.status).toBe('payment_failed');
    const expired = await until(
      () => getOrder(t, alice, placed.id),
      (o) => o.status === 'expired',
      10_000,
    );
    expect(expired.status).toBe('expired');
    expect(await stockRow(t, 2)).toEqual({ qty: 1, unsold: 1 });
  });

  describe('a payment that lands after the reservation ended', () => {
    // These use a long reservation, ended by hand once the shopper has reached the confirmation step.
    let slow: TestApp;
    let shopper: Session;
    beforeAll(async () => {
      slow = await startTestApp({ driver, products: 6, env: { TEST_PAYMENTS_WEBHOOK_SECRET: SECRET } });
      shopper = await signUp(slow, 'late');
    });
    afterAll(() => slow.close());

    const lateOrder = async (productId: number) => {
      const placed = (await placeOrder(slow, shopper, [{ productId, qty: 1 }])).body as Order;
      const session = await enterCard(slow, shopper, placed.id, testCards.requiresConfirmation);
      await slow.db.orm.execute(
        sql`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = ${placed.id}`,
      );
      await slow.app.payments.worker.runOnce();
      expect((await getOrder(slow, shopper, placed.id)).status).toBe('expired');
      return { placed, session };
    };
    const approve = (sessionId: string) =>
      call(slow, 'POST', apiPaths.testPaymentConfirm(sessionId), {
        token: shopper.token,
        body: { outcome: 'approve' },
      });

    it('takes fresh keys when stock allows', async () => {
      await setStock(slow, 1, 2);
      const { placed, session } = await lateOrder(1);
      expect(await stockRow(slow, 1)).toEqual({ qty: 2, unsold: 2 });
      expect((await approve(session.id)).body.state).toBe('succeeded');
      const paid = await orderAfterWebhook(slow, shopper, placed.id, (o) => o.status !== 'expired');
      expect(paid).toMatchObject({ status: 'paid', payment: { state: 'succeeded' } });
      expect(await keyStates(slow, placed.id)).toEqual({ reserved: 0, sold: 1 });
      expect(await stockRow(slow, 1)).toEqual({ qty: 1, unsold: 1 });
    });

    it('refunds it through the provider when the keys sold out meanwhile, and tells the shopper', async () => {
      await setStock(slow, 2, 1);
      const { placed, session } = await lateOrder(2);
      await setStock(slow, 2, 0);
      await approve(session.id);
      const refunded = await orderAfterWebhook(slow, shopper, placed.id, (o) => o.status !== 'expired');
      expect(refunded).toMatchObject({
        status: 'refunded',
        payment: { state: 'refunded', refundedCents: placed.payment.amountCents },
      });
      expect(await keyStates(slow, placed.id)).toEqual({ reserved: 0, sold: 0 });
      expect(
        await until(
          () => testRefunds(slow, refunded.payment.reference!),
          (r) => r.length > 0,
        ),
      ).toEqual([placed.payment.amountCents]);
      const notice = (await sentMails(slow)).find(
        (mail) => mail.subject === `Your Keyshop order ${orderNumber(placed.id)} was refunded`,
      );
      expect(notice?.text).toContain('arrived after its reservation had ended');
    });
  });

  it('sweeps each expired reservation once even when sweeps run at the same time', async () => {
    await setStock(t, 3, 20);
    const orders = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(t, alice, [{ productId: 3, qty: 2 }])),
    );
    expect(orders.every((o) => o.status === 201)).toBe(true);
    await t.app.payments.worker.stop();
    await t.db.orm.execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE status = 'awaiting_payment'`,
    );
    const { sweepReservations } = await import('../src/services/payments');
    const deps = { db: t.db.orm, io: t.app.io, catalogue: t.app.catalogue, log: t.app.log };
    const counts = await Promise.all([
      sweepReservations(deps),
      sweepReservations(deps),
      sweepReservations(deps),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await stockRow(t, 3)).toEqual({ qty: 20, unsold: 20 });
  });
});

forEachDriver('payments across a restart', (driver) => {
  it('delivers a webhook its process queued but never sent (it died) once that claim lapses, and pays the order once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keyshop-payments-'));
    const env = { TEST_PAYMENTS_WEBHOOK_SECRET: SECRET };
    const dataDir = driver === 'pglite' ? path.join(dir, 'pglite') : undefined;
    const first = await startTestApp({ driver, products: 5, dataDir, env });
    const shopper = await signUp(first, 'restart');
    await setStock(first, 1, 3);
    const placed = (await placeOrder(first, shopper, [{ productId: 1, qty: 1 }])).body as Order;
    // The worker is down (as in a crash right after the card was taken): the webhook stays queued, claimed by
    // this process for PERFORM_NOW_LEASE_MS.
    await first.app.payments.worker.stop();
    expect((await enterCard(first, shopper, placed.id)).state).toBe('succeeded');
    expect((await getOrder(first, shopper, placed.id)).status).toBe('awaiting_payment');
    await first.close({ keepData: true });

    const second = await startTestApp({ driver, products: 5, dataDir, env, schema: first.schema });
    try {
      const paid = await orderAfterWebhook(second, shopper, placed.id);
      expect(paid.status).toBe('paid');
      expect(await keyStates(second, placed.id)).toEqual({ reserved: 0, sold: 1 });
      // The worker marks a delivered job done just after the delivery's effects commit; the second claim was
      // its second attempt.
      const webhookJob = async () =>
        (
          await queryRows<{ attempts: number; done: boolean }>(
            second.db.orm,
            sql`SELECT attempts, done_at IS NOT NULL AS done FROM payment_outbox WHERE kind = 'webhook'`,
          )
        )[0];
      await expect.poll(webhookJob).toEqual({ attempts: 2, done: true });
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('retries a refund the provider refused, with back-off, until it goes through', async () => {
    const t = await startTestApp({
      driver,
      products: 3,
      env: { PAYMENT_RETRY_BASE_MS: '200', PAYMENT_SWEEP_MS: '50' },
    });
    try {
      // A refund of a payment the test provider does not know yet: refused, retried later.
      await queueRefund(t.db.orm, {
        provider: 'test',
        orderId: '00000000-0000-4000-8000-000000000000',
        paymentReference: 'pi_test_not_yet',
        amountCents: 500,
        idempotencyKey: 'refund-retry-test',
      });
      t.app.payments.worker.wake();
      const job = () =>
        queryRows<{ attempts: number; done: boolean; last_error: string | null; wait_ms: number }>(
          t.db.orm,
          sql`SELECT attempts, done_at IS NOT NULL AS done, last_error,
                     extract(epoch FROM next_attempt_at - now()) * 1000 AS wait_ms
              FROM payment_outbox WHERE idempotency_key = 'refund-retry-test'`,
        ).then((rows) => rows[0]!);
      const failed = await until(job, (j) => j.attempts >= 2 && j.last_error !== null);
      expect(failed.done).toBe(false);
      expect(failed.last_error).toContain('test refund refused');
      const shopper = await signUp(t, 'retry');
      await setStock(t, 1, 1);
      const { order } = await buy(t, shopper, [{ productId: 1, qty: 1 }], testCards.declined);
      const setSession = (set: SQL) =>
        t.db.orm.execute(sql`UPDATE test_payment_sessions SET ${set} WHERE order_id = ${order.id}`);
      await setSession(sql`payment_id = 'pi_test_not_yet', amount_cents = 500`);
      // Known but declined (every session has its payment id from the start): still refused.
      const unpaid = await until(job, (j) => j.attempts > failed.attempts);
      expect(unpaid.done).toBe(false);
      await setSession(sql`state = 'succeeded'`);
      const done = await until(job, (j) => j.done);
      expect(done.done).toBe(true);
      expect(await testRefunds(t, 'pi_test_not_yet')).toEqual([500]);
    } finally {
      await t.close();
    }
  });
});
