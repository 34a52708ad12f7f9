import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { currentPriceSql } from './prices-repo';
import { orderItems, orderRefunds, orders, productKeys, products, type OrderRow } from './schema';

/** UNIQUE (user_id, idempotency_key) of orders (PostgreSQL's default name for it). */
export const idempotencyConstraint = 'orders_user_id_idempotency_key_key';

/** What an order needs of a product; `price` is the current price (sale or regular). */
export type OrderProduct = {
  id: number;
  companyName: string;
  price: number;
  img: string | null;
  platform: string;
};

export async function findOrderProducts(db: Executor, ids: number[]): Promise<OrderProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      companyName: products.companyName,
      price: currentPriceSql.mapWith(Number),
      img: products.img,
      platform: products.platform,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The stored first answer of an order placed with this Idempotency-Key, if any. */
export async function findIdempotentResponse(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<unknown> {
  const [row] = await db
    .select({ response: orders.response })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row?.response;
}

/** The order with the consent given for it, timed by the database (consent_at = created_at). */
export async function insertOrder(
  db: Executor,
  values: {
    userId: string;
    total: number;
    idempotencyKey: string | undefined;
    consent: { version: string; text: string };
  },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(orders)
    .values({
      userId: values.userId,
      total: values.total,
      idempotencyKey: values.idempotencyKey ?? null,
      consentAt: sql`now()`,
      consentVersion: values.consent.version,
      consentText: values.consent.text,
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Locks up to `qty` unsold keys of a product, skipping keys other transactions hold: concurrent orders never
 * wait on each other's keys and never take the same one.
 */
export async function lockUnsoldKeys(db: Executor, productId: number, qty: number): Promise<string[]> {
  const rows = await db
    .select({ id: productKeys.id })
    .from(productKeys)
    .where(and(eq(productKeys.productId, productId), isNull(productKeys.orderId)))
    .limit(qty)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Marks locked keys sold to an order (the stock trigger lowers products.qty). */
export async function sellKeys(db: Executor, keyIds: string[], orderId: string): Promise<void> {
  await db
    .update(productKeys)
    .set({ orderId, soldAt: sql`now()` })
    .where(inArray(productKeys.id, keyIds));
}

export async function insertOrderItems(
  db: Executor,
  items: { orderId: string; productId: number; companyName: string; qty: number; unitPrice: number }[],
): Promise<void> {
  await db.insert(orderItems).values(items);
}

export async function setOrderResponse(db: Executor, orderId: string, response: unknown): Promise<void> {
  await db.update(orders).set({ response }).where(eq(orders.id, orderId));
}

export type OrderStateRow = Pick<
  OrderRow,
  | 'id'
  | 'response'
  | 'status'
  | 'createdAt'
  | 'consentAt'
  | 'consentVersion'
  | 'consentText'
  | 'refundedAt'
  | 'refundedTotal'
> & {
  /** Keys refunded per product of the order. */
  refunded: { productId: number; qty: number }[];
};

/** A user's orders (or one of them) as first answered plus their consent and refund state, newest first. */
export async function listOrderStates(
  db: Executor,
  userId: string,
  orderId?: string,
): Promise<OrderStateRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      response: orders.response,
      status: orders.status,
      createdAt: orders.createdAt,
      consentAt: orders.consentAt,
      consentVersion: orders.consentVersion,
      consentText: orders.consentText,
      refundedAt: orders.refundedAt,
      refundedTotal: orders.refundedTotal,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const refundedIds = rows.filter((row) => row.refundedAt).map((row) => row.id);
  const refunded =
    refundedIds.length === 0
      ? []
      : await db
          .select({
            orderId: orderRefunds.orderId,
            productId: orderRefunds.productId,
            qty: sql<number>`count(*)::int`.mapWith(Number),
          })
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, refundedIds))
          .groupBy(orderRefunds.orderId, orderRefunds.productId);
  return rows.map((row) => ({
    ...row,
    refunded: refunded
      .filter((r) => r.orderId === row.id)
      .map((r) => ({ productId: r.productId, qty: r.qty })),
  }));
}

const ownedBy = (userId: string) =>
  sql`${productKeys.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.userId} = ${userId})`;

/**
 * The keys of one order of this user, marked revealed (first time only) since the full keys are handed out.
 * Empty when the order does not exist or belongs to someone else.
 */
export async function revealOrderKeys(
  db: Executor,
  orderId: string,
  userId: string,
): Promise<{ productId: number; companyName: string; platform: string; key: string }[]> {
  await db
    .update(productKeys)
    .set({ revealedAt: sql`now()` })
    .where(and(eq(productKeys.orderId, orderId), isNull(productKeys.revealedAt), ownedBy(userId)));
  return db
    .select({
      productId: productKeys.productId,
      companyName: products.companyName,
      platform: products.platform,
      key: productKeys.key,
    })
    .from(productKeys)
    .innerJoin(products, eq(products.id, productKeys.productId))
    .where(and(eq(productKeys.orderId, orderId), ownedBy(userId)))
    .orderBy(asc(productKeys.productId), asc(productKeys.key));
}

export type InventoryRow = {
  keyId: string;
  orderId: string;
  productId: number;
  companyName: string;
  img: string | null;
  platform: string;
  key: string;
  revealedAt: Date | null;
  soldAt: Date;
};

/** Every key this user bought, newest purchase first. */
export async function listInventory(db: Executor, userId: string): Promise<InventoryRow[]> {
  const rows = await db
    .select({
      keyId: productKeys.id,
      orderId: orders.id,
      productId: productKeys.productId,
      companyName: products.companyName,
      img: products.img,
      platform: products.platform,
      key: productKeys.key,
      revealedAt: productKeys.revealedAt,
      soldAt: productKeys.soldAt,
    })
    .from(productKeys)
    .innerJoin(orders, eq(orders.id, productKeys.orderId))
    .innerJoin(products, eq(products.id, productKeys.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(productKeys.soldAt), asc(products.companyName), asc(productKeys.id));
  // sold_at is set whenever order_id is (CHECK constraint).
  return rows.map((row) => ({ ...row, soldAt: row.soldAt ?? new Date(0) }));
}

/** Records the first reveal of one of this user's keys; undefined when it is not theirs. */
export async function revealKey(
  db: Executor,
  keyId: string,
  userId: string,
): Promise<{ keyId: string; key: string; revealedAt: Date } | undefined> {
  const [row] = await db
    .update(productKeys)
    .set({ revealedAt: sql`coalesce(${productKeys.revealedAt}, now())` })
    .where(and(eq(productKeys.id, keyId), ownedBy(userId)))
    .returning({ keyId: productKeys.id, key: productKeys.key, revealedAt: productKeys.revealedAt });
  return row && { ...row, revealedAt: row.revealedAt ?? new Date() };
}
