import type { Order } from '@keyshop/contracts';
import type { Mailer } from '../mail/mailer';
import { orderPlacedMessage, refundMessage, type Recipient } from '../mail/order-messages';

export type OrderMailDeps = { mailer: Mailer; publicUrl: string };

/**
 * Queues the order confirmation to the signed-in buyer (the account the request was authenticated as, read
 * by that request: no second read of it); the order never waits for it.
 */
export function mailOrderPlaced(deps: OrderMailDeps, to: Recipient, order: Order): void {
  deps.mailer.send(async () => orderPlacedMessage(to, order, deps.publicUrl), {
    mail: 'order',
    orderId: order.id,
  });
}

/** Queues the refund confirmation for the keys (of these products) just given back. */
export function mailRefund(deps: OrderMailDeps, to: Recipient, order: Order, productIds: number[]): void {
  const amount = productIds.reduce(
    (sum, id) => sum + Math.round((order.items.find((item) => item.productId === id)?.unitPrice ?? 0) * 100),
    0,
  );
  deps.mailer.send(
    async () => refundMessage(to, order, { amount: amount / 100, keys: productIds.length }, deps.publicUrl),
    { mail: 'refund', orderId: order.id },
  );
}
