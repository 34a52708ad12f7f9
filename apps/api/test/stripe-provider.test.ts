import { readFileSync } from 'node:fs';
import {
  apiPaths,
  PAYMENT_ALREADY_RECEIVED_MESSAGE,
  orderSchema,
  paymentSessionResponseSchema,
  placedOrderResponseSchema,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import nock from 'nock';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { buyNow, call, inventoryOf, placeOrder, startShop, stockRow, type Session } from './api';
import { setStock, type TestApp } from './helpers';
import { orderAfterWebhook } from './payments-helpers';

/**
 * The Stripe provider against Stripe's answers intercepted at the HTTP layer (nock): the fixtures are Stripe's
 * documented objects (Checkout Session, Event, Refund, error), filled in per request like Stripe would; webhooks
 * are signed by stripe-node's own generateTestHeaderString.
 */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/stripe/${name}.json`, import.meta.url), 'utf8'));

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const stripe = new Stripe('sk_test_for_signing_only');
const STRIPE_API = 'https://api.stripe.com';

function signedStripeEvent(event: unknown, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}

describe('the Stripe provider', () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect((host) => host.startsWith('127.0.0.1'));
    ({ t, alice } = await startShop('pglite', {
      STRIPE_SECRET_KEY: 'sk_test_51Keyshop0000000000000000',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://shop.example',
    }));
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(async () => {
    await t.close();
    nock.enableNetConnect();
  });

  /** The refunds queued through the provider for the order. */
  const refundJobs = (orderId: string) =>
    queryRows(
      t.db.orm,
      sql`SELECT id FROM payment_outbox WHERE kind = 'refund' AND payload->>'orderId' = ${orderId}`,
    );

  const webhook = (request: { body: string; headers: Record<string, string> }) =>
    call(t, 'POST', apiPaths.paymentWebhook('stripe'), { body: request.body, headers: request.headers });

  /**
   * Intercepts the creation of a Checkout Session and answers the recorded session, filled in from the request
   * (its order and the amount of its lines).
   */
  function interceptSessionCreate(seen: { body?: Record<string, string>; key?: string }) {
    return nock(STRIPE_API)
      .post('/v1/checkout/sessions')
      .matchHeader('authorization', 'Bearer sk_test_51Keyshop0000000000000000')
      .reply(function (_uri, body) {
        seen.body = Object.fromEntries(new URLSearchParams(body as string));
        seen.key = String(this.req.headers['idempotency-key']);
        let amount = 0;
        for (let i = 0; seen.body[`line_items[${i}][quantity]`]; i++) {
          amount +=
            Number(seen.body[`line_items[${i}][quantity]`]) *
            Number(seen.body[`line_items[${i}][price_data][unit_amount]`]);
        }
        return [
          200,
          {
            ...fixture('checkout-session'),
            client_reference_id: seen.body.client_reference_id,
            amount_total: amount,
            amount_subtotal: amount,
            expires_at: Number(seen.body.expires_at),
            success_url: seen.body.success_url,
            cancel_url: seen.body.cancel_url,
          },
        ];
      });
  }

  it('pays through Checkout: a session with expires_at and an idempotency key, fulfilled by the signed webhook', async () => {
    await setStock(t, 1, 3);
    const order = orderSchema.parse((await placeOrder(t, alice, [{ productId: 1, qty: 2 }])).body);
    expect(order.payment.provider).toBe('stripe');
    const seen: { body?: Record<string, string>; key?: string } = {};
    interceptSessionCreate(seen);

    const started = paymentSessionResponseSchema.parse(
      (await call(t, 'POST', apiPaths.payOrder(order.id), { token: alice.token })).body,
    );
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(seen.key).toBe(`order-${order.id}-session-1`);
    expect(seen.body).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(order.payment.amountCents / 2),
      'payment_intent_data[metadata][order_id]': order.id,
      success_url: `https://shop.example/purchase?order=${order.id}`,
      customer_email: alice.user.email,
    });
    // Stripe's minimum lifetime is 30 minutes; the reservation (30 minutes from the order) is shorter by now.
    const expiresAt = Number(seen.body!.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Date.parse(order.reservedUntil!));
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 60_000);
    // A second request while the session is open reuses it (no call to Stripe: nock would fail the test).
    expect((await call(t, 'POST', apiPaths.payOrder(order.id), { token: alice.token })).body).toEqual(
      started,
    );

    const event = fixture('checkout-session-completed');
    event.data.object.client_reference_id = order.id;
    event.data.object.amount_total = order.payment.amountCents;
    const res = await webhook(signedStripeEvent(event));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'paid' });
    const paid = await orderAfterWebhook(t, alice, order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { provider: 'stripe', state: 'succeeded', reference: event.data.object.payment_intent },
    });
    expect((await inventoryOf(t, alice)).filter((i) => i.orderId === order.id)).toHaveLength(2);
    // Stripe delivers at least once: the same event again changes nothing.
    expect((await webhook(signedStripeEvent(event))).body.result).toBe('replay');
  });

  it('opens the Checkout Session with "Buy now" in the same request; when Stripe refuses, the order stays payable', async () => {
    await setStock(t, 4, 3);
    const buyOne = () => buyNow(t, alice, [{ productId: 4, qty: 1 }]);
    const seen: { body?: Record<string, string>; key?: string } = {};
    interceptSessionCreate(seen);
    const placed = placedOrderResponseSchema.parse((await buyOne()).body);
    expect(placed.paymentSession?.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(seen.key).toBe(`order-${placed.id}-session-1`);
    expect(seen.body).toMatchObject({
      client_reference_id: placed.id,
      'line_items[0][price_data][unit_amount]': String(placed.payment.amountCents),
    });

    // Stripe refuses the session: the order is placed all the same, its keys held, and …/pay tries again.
    nock(STRIPE_API)
      .post('/v1/checkout/sessions')
      .reply(400, {
        error: {
          code: 'amount_too_small',
          message: 'Amount must convert to at least 50 cents.',
          type: 'invalid_request_error',
        },
      });
    const refused = await buyOne();
    expect(refused.status).toBe(201);
    const order = placedOrderResponseSchema.parse(refused.body);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentSession: null });
    expect(await stockRow(t, 4)).toEqual({ qty: 1, unsold: 1 });
    interceptSessionCreate(seen);
    const retried = await call(t, 'POST', apiPaths.payOrder(order.id), { token: alice.token });
    expect(paymentSessionResponseSchema.parse(retried.body).orderId).toBe(order.id);
    expect(seen.key).toBe(`order-${order.id}-session-1`);
  });

  it('refuses webhooks not signed with the endpoint secret, or older than 5 minutes', async () => {
    const event = fixture('checkout-session-completed');
    const stale = signedStripeEvent(event, Math.floor(Date.now() / 1000) - 301);
    expect((await webhook(stale)).status).toBe(400);
    const forged = {
      ...signedStripeEvent(event),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: 'whsec_someone_else',
        }),
      },
    };
    expect((await webhook(forged)).status).toBe(400);
  });

  it('refunds through Stripe with an idempotency key, once per refund', async () => {
    await setStock(t, 2, 2);
    const order = orderSchema.parse((await placeOrder(t, alice, [{ productId: 2, qty: 1 }])).body);
    interceptSessionCreate({});
    await call(t, 'POST', apiPaths.payOrder(order.id), { token: alice.token });
    const event = { ...fixture('checkout-session-completed'), id: 'evt_refund_case' };
    event.data.object.client_reference_id = order.id;
    event.data.object.amount_total = order.payment.amountCents;
    event.data.object.payment_intent = 'pi_3RefundCase0000000000';
    await webhook(signedStripeEvent(event));

    let refundBody: Record<string, string> | undefined;
    let refundKey: string | undefined;
    const refunded = new Promise<void>((resolve) => {
      nock(STRIPE_API)
        .post('/v1/refunds')
        .reply(function (_uri, body) {
          refundBody = Object.fromEntries(new URLSearchParams(body as string));
          refundKey = String(this.req.headers['idempotency-key']);
          resolve();
          return [
            200,
            {
              ...fixture('refund'),
              amount: Number(refundBody.amount),
              payment_intent: refundBody.payment_intent,
            },
          ];
        });
    });
    const res = await call(t, 'POST', apiPaths.refundOrder(order.id), { token: alice.token, body: {} });
    expect(res.body).toMatchObject({
      status: 'refunded',
      payment: { refundedCents: order.payment.amountCents },
    });
    await refunded;
    expect(refundBody).toMatchObject({
      payment_intent: 'pi_3RefundCase0000000000',
      amount: String(order.payment.amountCents),
      'metadata[order_id]': order.id,
    });
    expect(refundKey).toMatch(new RegExp(`^refund-${order.id}-[0-9a-f]{32}$`));
    expect(await stockRow(t, 2)).toEqual({ qty: 2, unsold: 2 });
  });

  it('cancels once Stripe expired the Checkout Session: keys back in stock', async () => {
    await setStock(t, 3, 2);
    const order = orderSchema.parse((await placeOrder(t, alice, [{ productId: 3, qty: 1 }])).body);
    interceptSessionCreate({});
    await call(t, 'POST', apiPaths.payOrder(order.id), { token: alice.token });
    const sessionId = fixture('checkout-session').id;
    let expireKey: string | undefined;
    nock(STRIPE_API)
      .post(`/v1/checkout/sessions/${sessionId}/expire`)
      .reply(function () {
        expireKey = String(this.req.headers['idempotency-key']);
        return [200, { ...fixture('checkout-session'), status: 'expired' }];
      });
    const res = await call(t, 'POST', apiPaths.cancelOrder(order.id), { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(expireKey).toBe(`expire-${sessionId}`);
    expect(await stockRow(t, 3)).toEqual({ qty: 2, unsold: 2 });
  });

  it('answers 409 "Payment already received" when the session already completed: paid once, never refunded', async () => {
    await setStock(t, 3, 2);
    const order = orderSchema.parse((await placeOrder(t, alice, [{ productId: 3, qty: 1 }])).body);
    interceptSessionCreate({});
    await call(t, 'POST', apiPaths.payOrder(order.id), { token: alice.token });
    const event = fixture('checkout-session-completed');
    const completed = {
      ...event.data.object,
      id: fixture('checkout-session').id,
      client_reference_id: order.id,
      amount_total: order.payment.amountCents,
    };
    event.data.object = completed;
    event.id = `evt_late_${order.id}`;
    nock(STRIPE_API)
      .post(`/v1/checkout/sessions/${completed.id}/expire`)
      .reply(400, fixture('error-session-complete'))
      .get(`/v1/checkout/sessions/${completed.id}`)
      .reply(200, completed);

    const res = await call(t, 'POST', apiPaths.cancelOrder(order.id), { token: alice.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: PAYMENT_ALREADY_RECEIVED_MESSAGE,
      orderId: order.id,
      status: 'paid',
    });
    const paid = orderSchema.parse(
      (await call(t, 'GET', apiPaths.orderDetail(order.id), { token: alice.token })).body,
    );
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { provider: 'stripe', state: 'succeeded', reference: completed.payment_intent },
    });
    expect((await inventoryOf(t, alice)).filter((i) => i.orderId === order.id)).toHaveLength(1);
    // Stripe's webhook for the same payment, landing afterwards, changes nothing and refunds nothing.
    expect((await webhook(signedStripeEvent(event))).body.result).toBe('no-op');
    expect((await refundJobs(order.id)).length).toBe(0);
    expect(await stockRow(t, 3)).toEqual({ qty: 1, unsold: 1 });
  });
});
