import {
  apiPaths,
  orderSchema,
  paymentSessionResponseSchema,
  testCards,
  testSessionSchema,
  type Order,
  type OrderRequest,
  type TestSession,
} from '@keyshop/contracts';
import { call, placeOrder, type Session } from './api';
import type { TestApp } from './helpers';

/** The test session id in a test provider's redirect URL (/pay/test/{id}). */
export const sessionIdOf = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').pop() ?? '');

/** Waits until the order leaves `awaiting_payment` (or its payment state changes from `from`), up to 10 s. */
export async function orderAfterWebhook(
  t: Pick<TestApp, 'baseUrl'>,
  s: Session,
  orderId: string,
  done: (order: Order) => boolean = (order) => order.status !== 'awaiting_payment',
): Promise<Order> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await call(t, 'GET', apiPaths.orderDetail(orderId), { token: s.token });
    const order = orderSchema.parse(answer.body);
    if (done(order) || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** Starts (or continues) the order's payment and enters `card` on the test provider's page; answers the session. */
export async function enterCard(
  t: Pick<TestApp, 'baseUrl'>,
  s: Session,
  orderId: string,
  card: string = testCards.succeeds,
): Promise<TestSession> {
  const started = await call(t, 'POST', apiPaths.payOrder(orderId), { token: s.token });
  if (started.status !== 200) throw new Error(`pay: ${started.status} ${JSON.stringify(started.body)}`);
  const sessionId = sessionIdOf(paymentSessionResponseSchema.parse(started.body).redirectUrl);
  const paid = await call(t, 'POST', apiPaths.testPaymentPay(sessionId), {
    token: s.token,
    body: { cardNumber: card, expiry: '12/34', cvc: '123' },
  });
  if (paid.status !== 200) throw new Error(`test pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  return testSessionSchema.parse(paid.body);
}

/**
 * Pays an order with a card through the test provider over HTTP, as a shopper does: start the payment, enter the
 * card on the provider's page, approve the extra step if the card asks for one, and wait for the provider's
 * signed webhook to land. Answers the order as it then stands (`paid` for 4242…, `payment_failed` for a
 * declined card). Reusable by any test that needs a paid order.
 */
export async function payOrder(
  t: Pick<TestApp, 'baseUrl'>,
  s: Session,
  orderId: string,
  card: string = testCards.succeeds,
): Promise<Order> {
  const before = orderSchema.parse(
    (await call(t, 'GET', apiPaths.orderDetail(orderId), { token: s.token })).body,
  );
  const session = await enterCard(t, s, orderId, card);
  if (session.state === 'requires_confirmation') {
    const confirmed = await call(t, 'POST', apiPaths.testPaymentConfirm(session.id), {
      token: s.token,
      body: { outcome: 'approve' },
    });
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
  }
  const failuresBefore = before.payment.failureMessage;
  return orderAfterWebhook(
    t,
    s,
    orderId,
    (order) =>
      order.status === 'paid' ||
      (order.status === 'payment_failed' &&
        (before.status !== 'payment_failed' || order.payment.failureMessage !== failuresBefore)) ||
      order.status === 'refunded' ||
      order.status === 'expired',
  );
}

/** Places an order for `items` and pays it with `card`: answers the placement's answer and the order after it. */
export async function buy(
  t: Pick<TestApp, 'baseUrl'>,
  s: Session,
  items: OrderRequest['items'],
  card: string = testCards.succeeds,
): Promise<{ placed: Awaited<ReturnType<typeof placeOrder>>; order: Order }> {
  const placed = await placeOrder(t, s, items);
  if (placed.status !== 201) return { placed, order: placed.body };
  return { placed, order: await payOrder(t, s, placed.body.id, card) };
}
