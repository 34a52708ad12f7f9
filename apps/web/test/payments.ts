import {
  apiPaths,
  orderSchema,
  paymentSessionResponseSchema,
  testCards,
  testSessionSchema,
  type Order,
} from '@keyshop/contracts';

/**
 * Pays an order of the signed-in account (`token`) through the real API's test payment provider, without its
 * page: starts the payment, enters `card`, approves an extra step, and waits until the provider's webhook has
 * settled the order. For browser tests that need a paid order (keys, inventory), not the payment itself.
 */
export async function payOrder(
  token: string,
  orderId: string,
  card: string = testCards.succeeds,
): Promise<Order> {
  const call = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    // The API is on the page's own origin (proxied to the test API), as in production.
    const response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const started = paymentSessionResponseSchema.parse(
    await call(apiPaths.payOrder(orderId), undefined, 'POST'),
  );
  const sessionId = decodeURIComponent(started.redirectUrl.split('/').pop() ?? '');
  const session = testSessionSchema.parse(
    await call(apiPaths.testPaymentPay(sessionId), { cardNumber: card, expiry: '12/34', cvc: '123' }),
  );
  if (session.state === 'requires_confirmation') {
    await call(apiPaths.testPaymentConfirm(sessionId), { outcome: 'approve' });
  }
  for (let tries = 0; ; tries++) {
    const order = orderSchema.parse(await call(apiPaths.orderDetail(orderId)));
    if (order.status !== 'awaiting_payment' || tries > 200) return order;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
