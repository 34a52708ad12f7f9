import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { orderRefunds, orders, productKeys, products, users } from './schema';

/** The orders holding (or having held) a key with one of these keyed hashes (keys are never matched in clear). */
export async function findOrderIdsByKeyHash(db: Executor, hashes: Buffer[]): Promise<string[]> {
  const [first, second = first] = hashes;
  const rows = await queryRows<{ order_id: string }>(
    db,
    sql`SELECT DISTINCT k.order_id FROM ${productKeys} k
        WHERE k.key_hash IN (${first}, ${second}) AND k.order_id IS NOT NULL
        UNION SELECT r.order_id FROM ${orderRefunds} r JOIN ${productKeys} k ON k.id = r.key_id
        WHERE k.key_hash IN (${first}, ${second})`,
  );
  return rows.map((row) => row.order_id);
}

/** What to look for: the shopper's e-mail, or order ids in a range (a number's prefix) or in a list (a key's). */
export type OrderFilter =
  { email: string } | { range: { idFrom: string; idTo: string } | undefined; ids: string[] } | { all: true };

export type OrderSummaryRow = {
  id: string;
  status: string;
  createdAt: Date;
  amountCents: number;
  email: string | null;
};

/** Newest first, `limit` rows from `offset`. */
export async function searchOrders(
  db: Executor,
  filter: OrderFilter,
  page: { offset: number; limit: number },
): Promise<OrderSummaryRow[]> {
  let where: SQL = sql`true`;
  if ('email' in filter) where = sql`u.email = ${filter.email}`;
  if ('ids' in filter) {
    const { range, ids } = filter;
    const either = [
      range && sql`o.id BETWEEN ${range.idFrom}::uuid AND ${range.idTo}::uuid`,
      ids.length > 0 &&
        sql`o.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
    ].filter((part): part is SQL => Boolean(part));
    if (either.length === 0) return [];
    where = sql`(${sql.join(either, sql` OR `)})`;
  }
  const rows = await queryRows<{
    id: string;
    status: string;
    created_at: string | Date;
    amount_cents: number;
    email: string | null;
  }>(
    db,
    sql`SELECT o.id, o.status, o.created_at, o.amount_cents, u.email
        FROM ${orders} o LEFT JOIN ${users} u ON u.id = o.user_id
        WHERE ${where}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: new Date(row.created_at),
    amountCents: Number(row.amount_cents),
    email: row.email,
  }));
}

export type OrderKeyRow = {
  keyId: string;
  productId: number;
  companyName: string;
  soldAt: Date | null;
  revealedAt: Date | null;
  refundedAt: Date | null;
  refundAmount: number | null;
  held: boolean;
};

/** The keys an order holds or gave back by refunds (never the key text). */
export async function listOrderKeys(db: Executor, orderId: string): Promise<OrderKeyRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT k.id AS key_id, k.product_id, p.company_name, k.sold_at, k.revealed_at,
               r.refunded_at, r.amount AS refund_amount, (k.order_id = ${orderId}) AS held
        FROM ${productKeys} k JOIN ${products} p ON p.id = k.product_id
        LEFT JOIN ${orderRefunds} r ON r.key_id = k.id AND r.order_id = ${orderId}
        WHERE k.order_id = ${orderId} OR r.order_id IS NOT NULL
        ORDER BY k.product_id, k.id`,
  );
  const date = (value: unknown) => (value == null ? null : new Date(value as string));
  return rows.map((row) => ({
    keyId: String(row.key_id),
    productId: Number(row.product_id),
    companyName: String(row.company_name),
    soldAt: date(row.sold_at),
    revealedAt: date(row.revealed_at),
    refundedAt: date(row.refunded_at),
    refundAmount: row.refund_amount == null ? null : Number(row.refund_amount),
    held: row.held === true,
  }));
}

/** The order's owner (undefined when the order is unknown; user null when the account was deleted). */
export async function findOrderOwner(
  db: Executor,
  orderId: string,
): Promise<{ user: { id: string; email: string; username: string } | null } | undefined> {
  const [row] = await queryRows<{ id: string | null; email: string | null; username: string | null }>(
    db,
    sql`SELECT u.id, u.email, u.username FROM ${orders} o LEFT JOIN ${users} u ON u.id = o.user_id
        WHERE o.id = ${orderId}`,
  );
  if (!row) return undefined;
  return { user: row.id ? { id: row.id, email: row.email!, username: row.username! } : null };
}

/** A key the order holds (reserved or sold), sealed: what the admin's audited look-up opens. */
export async function findHeldKey(
  db: Executor,
  orderId: string,
  keyId: string,
): Promise<{ cipher: Buffer; soldAt: Date | null; productId: number } | undefined> {
  const [row] = await db
    .select({ cipher: productKeys.keyCipher, soldAt: productKeys.soldAt, productId: productKeys.productId })
    .from(productKeys)
    .where(and(eq(productKeys.id, keyId), eq(productKeys.orderId, orderId)));
  return row;
}
