import { testCards, type Order } from '@keyshop/contracts';
import { getOrder, payOrder } from '../src/api/orders';
import { confirmTestSession, payTestSession } from '../src/api/testPayments';

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
