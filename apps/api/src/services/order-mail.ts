import type { Order } from '@keyshop/contracts';
import type { Orm } from '../db/database';
import { findUserById } from '../db/users-repo';
import type { Mailer } from '../mail/mailer';
import { orderPlacedMessage, refundMessage, type Recipient } from '../mail/order-messages';

export type OrderMailDeps = { db: Orm; mailer: Mailer; publicUrl: string };

/** The buyer's address, read when the message is composed (a deleted account gets no mail). */
async function recipient(db: Orm, userId: string): Promise<Recipient | undefined> {
  const user = await findUserById(db, userId);
  return user && { email: user.email, username: user.username };
}

/** Queues the order confirmation; the order never waits for it. */
export function mailOrderPlaced(deps: OrderMailDeps, userId: string, order: Order): void {
  deps.mailer.send(
    async () => {
      const to = await recipient(deps.db, userId);
      return to && orderPlacedMessage(to, order, deps.publicUrl);
    },
    { mail: 'order', orderId: order.id },
  );
}

/** Queues the refund confirmation for the keys (of these products) just given back. */
export function mailRefund(deps: OrderMailDeps, userId: string, order: Order, productIds: number[]): void {
  const amount = productIds.reduce(
    (sum, id) => sum + Math.round((order.items.find((item) => item.productId === id)?.unitPrice ?? 0) * 100),
    0,
  );
  deps.mailer.send(
    async () => {
      const to = await recipient(deps.db, userId);
      return (
        to && refundMessage(to, order, { amount: amount / 100, keys: productIds.length }, deps.publicUrl)
      );
    },
    { mail: 'refund', orderId: order.id },
  );
}
