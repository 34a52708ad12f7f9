import type { Order } from '@keyshop/contracts';
import type { Mailer } from '../mail/mailer';
import {
  latePaymentRefundMessage,
  orderPlacedMessage,
  refundMessage,
  type Recipient,
} from '../mail/order-messages';

export type OrderMailDeps = { mailer: Mailer; publicUrl: string };

/** Queues the order confirmation with its receipt once the order is paid; the payment never waits for it. */
export function mailOrderPaid(deps: OrderMailDeps, to: Recipient, order: Order): void {
  deps.mailer.send(async () => orderPlacedMessage(to, order, deps.publicUrl), {
    mail: 'order',
    orderId: order.id,
  });
}

/** Queues the notice that a payment came after the reservation ended, found no keys left, and was refunded. */
export function mailLatePaymentRefunded(deps: OrderMailDeps, to: Recipient, order: Order): void {
  deps.mailer.send(async () => latePaymentRefundMessage(to, order, deps.publicUrl), {
    mail: 'late-payment-refund',
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
