import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { orderItems, orderRefunds, orders, productKeys } from './schema';

/**
 * Locks one order of this user (concurrent refunds of it take turns) and tells whether it is still within
 * the refund window, measured by the database's clock. Undefined when it is not theirs.
 */
export async function lockOwnedOrder(
  tx: Executor,
  orderId: string,
  userId: string,
  windowDays: number,
): Promise<{ id: string; withinWindow: boolean } | undefined> {
  const [row] = await tx
    .select({
      id: orders.id,
      withinWindow: sql<boolean>`${orders.createdAt} > now() - make_interval(days => ${windowDays})`,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return row;
}

export type HeldKey = { id: string; productId: number; revealedAt: Date | null };

/**
 * Locks the keys the order still holds (all, or those of `keyIds`), in one order so two transactions never
 * deadlock. A reveal of the same key waits for this lock (or this waits for it), so exactly one of a refund
 * and a reveal of one key wins: the loser sees the key revealed, or no longer in the order.
 */
export async function lockHeldKeys(tx: Executor, orderId: string, keyIds?: string[]): Promise<HeldKey[]> {
  return tx
    .select({ id: productKeys.id, productId: productKeys.productId, revealedAt: productKeys.revealedAt })
    .from(productKeys)
    .where(and(eq(productKeys.orderId, orderId), keyIds ? inArray(productKeys.id, keyIds) : undefined))
    .orderBy(asc(productKeys.id))
    .for('update');
}

/** Which of these keys (or which keys at all) this order has already refunded. */
export async function findRefundedKeyIds(
  tx: Executor,
  orderId: string,
  keyIds?: string[],
): Promise<string[]> {
  const rows = await tx
    .select({ keyId: orderRefunds.keyId })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), keyIds ? inArray(orderRefunds.keyId, keyIds) : undefined));
  return rows.map((row) => row.keyId);
}

/**
 * Records the refund of locked keys at their line's unit price, returns them to their products' pools (the
 * stock trigger raises products.qty) and updates the order's status, date and refunded total.
 */
export async function refundKeys(tx: Executor, orderId: string, keyIds: string[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${orderRefunds} (order_id, key_id, product_id, amount)
    SELECT ${orderId}, k.id, k.product_id, i.unit_price
    FROM ${productKeys} k
    JOIN ${orderItems} i ON i.order_id = ${orderId} AND i.product_id = k.product_id
    WHERE k.id IN ${keyIds}`);
  await tx.update(productKeys).set({ orderId: null, soldAt: null }).where(inArray(productKeys.id, keyIds));
  await tx
    .update(orders)
    .set({
      refundedAt: sql`now()`,
      refundedTotal: sql`(SELECT coalesce(sum(${orderRefunds.amount}), 0) FROM ${orderRefunds} WHERE ${orderRefunds.orderId} = ${orderId})`,
      status: sql`CASE WHEN EXISTS (SELECT 1 FROM ${productKeys} WHERE ${productKeys.orderId} = ${orderId})
        THEN 'partially_refunded' ELSE 'refunded' END`,
    })
    .where(eq(orders.id, orderId));
}
