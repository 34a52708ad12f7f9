import { REFUND_WINDOW_DAYS, type Order, type RefundRequest } from '@keyshop/contracts';
import type { Tx } from '../db/database';
import { readPaymentOrder } from '../db/payments-repo';
import { findRefundedKeyIds, lockHeldKeys, lockOwnedOrder, refundKeys } from '../db/refunds-repo';
import { DomainError } from '../errors';
import { assertTransition } from './order-lifecycle';
import { queueOrderMail } from './order-mail';
import { findOrder, orderNotFound } from './order-reads';
import type { OrderDeps, Shopper } from './orders';
import { announceStock } from './product-updates';
import { keySetId, refundThroughProvider } from './provider-refunds';

/**
 * Gives back unrevealed keys of the user's order within the refund window: the named keys, or every unrevealed
 * key the order still holds (its revealed keys stay with the shopper and never block the others). Keys already
 * refunded are skipped, so a repeated refund changes nothing and answers the same order. A named revealed key,
 * or a whole refund of an order whose every held key is revealed, is refused; refund and reveal of one key
 * exclude each other through the key's row lock. productUpdate and the refund e-mail go out after the commit.
 */
export async function refundOrder(
  deps: OrderDeps,
  shopper: Shopper,
  orderId: string,
  request: RefundRequest,
  /** Runs in the refund's transaction with the keys it gave back (the admin desk's audit record). */
  record?: (tx: Tx, keyIds: string[]) => Promise<void>,
): Promise<Order> {
  const { productIds, mail } = await deps.db.transaction(async (tx) => {
    const order = await lockOwnedOrder(tx, orderId, shopper.id, REFUND_WINDOW_DAYS);
    if (!order) throw orderNotFound();
    const locked = await lockHeldKeys(tx, orderId, request.keyIds);
    if (request.keyIds) {
      const refunded = new Set(await findRefundedKeyIds(tx, orderId, request.keyIds));
      const unknown = request.keyIds.find((id) => !refunded.has(id) && !locked.some((key) => key.id === id));
      if (unknown) throw new DomainError('not_found', 'Key not found in this order', { keyId: unknown });
    }
    if (locked.length === 0) return { productIds: [], mail: undefined };
    // Keys of an unpaid order are only reserved: nothing to refund.
    const payment = await readPaymentOrder(tx, orderId);
    if (payment) assertTransition(orderId, payment.status, 'refunded', 'shopper');
    if (!order.withinWindow) {
      throw new DomainError(
        'conflict',
        `Orders can be refunded within ${REFUND_WINDOW_DAYS} days of purchase only`,
      );
    }
    const held = locked.filter((key) => !key.revealedAt);
    const revealed = locked.find((key) => key.revealedAt);
    if (revealed && (request.keyIds || held.length === 0)) {
      throw new DomainError('conflict', 'A revealed key cannot be refunded', { keyId: revealed.id });
    }
    await refundKeys(
      tx,
      orderId,
      held.map((key) => key.id),
    );
    if (payment)
      await refundThroughProvider(
        tx,
        payment,
        held.map((key) => key.id),
      );
    await record?.(
      tx,
      held.map((key) => key.id),
    );
    const productIds = held.map((key) => key.productId);
    const mail = await queueOrderMail(
      tx,
      { mail: 'refund', orderId, productIds },
      keySetId(held.map((key) => key.id)),
    );
    return { productIds, mail };
  });
  if (mail) deps.perform(mail);
  if (productIds.length > 0) deps.wake();
  const order = await findOrder(deps.db, shopper.id, orderId);
  await announceStock(deps, productIds);
  return order;
}
