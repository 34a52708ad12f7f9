import { givenConsent, testCards, type Order, type OrderRequest } from '@keyshop/contracts';
import { getOrder, newIdempotencyKey, payOrder, placeOrder } from '../src/api/orders';
import { confirmTestSession, payTestSession } from '../src/api/testPayments';
import { auth } from '../src/state/auth';
import { session } from '../src/state/session';
import { newAccount } from './accounts';

/**
 * Pays an order through the test provider as its page does (with the signed-in session's token): start the
 * payment, enter the card, approve an extra step, then wait for the provider's webhook to settle the order.
 * Answers the order: `paid` for a card that succeeds, `payment_failed` for a declined one.
 */
export async function payWithCard(orderId: string, card: string = testCards.succeeds): Promise<Order> {
  const { redirectUrl } = await payOrder(orderId);
  const sessionId = decodeURIComponent(redirectUrl.split('/').pop() ?? '');
  let session = await payTestSession(sessionId, { cardNumber: card, expiry: '12/34', cvc: '123' });
  if (session.state === 'requires_confirmation') session = await confirmTestSession(sessionId, 'approve');
  const expected = session.state === 'succeeded' ? 'paid' : 'payment_failed';
  const deadline = Date.now() + 10_000;
  for (;;) {
    const order = await getOrder(orderId);
    if (order.status === expected) return order;
    if (Date.now() > deadline) throw new Error(`Order ${orderId} is ${order.status}, not ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Signs a brand-new account in (session set, auth started, as after a login) and gives it one order of `items`
 * (consent given), awaiting its payment. Clear the session after the test.
 */
export async function placedOrder(items: OrderRequest['items']): Promise<Order> {
  const { token, user } = await newAccount();
  session.set({ token, user });
  await auth.start();
  return placeOrder({ items, consent: givenConsent }, newIdempotencyKey());
}

/** As `placedOrder`, then paid with 4242…. Answers the order as paid. Clear the session after the test. */
export async function paidOrder(items: OrderRequest['items']): Promise<Order> {
  return payWithCard((await placedOrder(items)).id);
}
