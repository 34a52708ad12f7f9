import type { Order } from '@keyshop/contracts';
import type { Mailer } from '../mail/mailer';
import {
  latePaymentRefundMessage,
  orderPlacedMessage,
  refundMessage,
  type Recipient,
} from '../mail/order-messages';

export type OrderMailDeps = { mailer: Mailer; publicUrl: string };

/** The paid order and where its e-mail goes; undefined when there is no one to write to (account deleted). */
export type LoadOrderMail = () => Promise<{ to: Recipient; order: Order } | undefined>;

/**
 * Queues the order confirmation with its receipt once the order is paid; the order is read by the mailer, so
 * the provider's webhook is answered without waiting for it.
 */
export function mailOrderPaid(deps: OrderMailDeps, orderId: string, load: LoadOrderMail): void {
  deps.mailer.send(
    async () => {
      const found = await load();
      return found && orderPlacedMessage(found.to, found.order, deps.publicUrl);
    },
    { mail: 'order', orderId },
  );
}

/** Queues the notice that a payment came after the reservation ended, found no keys left, and was refunded. */
export function mailLatePaymentRefunded(deps: OrderMailDeps, orderId: string, load: LoadOrderMail): void {
  deps.mailer.send(
    async () => {
      const found = await load();
      return found && latePaymentRefundMessage(found.to, found.order, deps.publicUrl);
    },
    { mail: 'late-payment-refund', orderId },
  );
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
