import { eq, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { priceHistory, products } from './schema';

/**
 * The current price in SQL, for orders (they charge from the database, never from the read model): the same
 * rule as `currentPrice` in catalogue/pricing.ts (the sale price while [starts, ends) holds now() and it is
 * below the regular price).
 */
export const currentPriceSql = sql<number>`(CASE WHEN ${products.saleStartsAt} <= now() AND now() < ${products.saleEndsAt}
  THEN least(${products.salePrice}, ${products.price}) ELSE ${products.price} END)`;

export type Sale = { price: number; startsAt: Date; endsAt: Date };

/**
 * Puts a product on sale (replacing any sale it had) and records the two price changes it brings: the sale
 * price at its start and the regular price at its end. Changes recorded for a replaced sale's future are
 * dropped, so the history never shows a change that will not happen.
 */
export async function setSale(tx: Executor, productId: number, sale: Sale): Promise<void> {
  const [row] = await tx
    .update(products)
    .set({ salePrice: sale.price, saleStartsAt: sale.startsAt, saleEndsAt: sale.endsAt })
    .where(eq(products.id, productId))
    .returning({ price: products.price });
  if (!row) return;
  await dropFutureChanges(tx, productId);
  await insertPriceHistory(tx, [
    { productId, changedAt: sale.startsAt, price: sale.price },
    { productId, changedAt: sale.endsAt, price: Number(row.price) },
  ]);
  await recordCurrentPrice(tx, productId);
}

/** Ends a product's sale (one not started yet included) and drops the price changes it had recorded ahead. */
export async function clearSale(tx: Executor, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ salePrice: null, saleStartsAt: null, saleEndsAt: null })
    .where(eq(products.id, productId));
  await dropFutureChanges(tx, productId);
  await recordCurrentPrice(tx, productId);
}

const dropFutureChanges = (tx: Executor, productId: number) =>
  tx.execute(
    sql`DELETE FROM ${priceHistory} WHERE ${priceHistory.productId} = ${productId} AND ${priceHistory.changedAt} > now()`,
  );

/**
 * Records the current price now when it differs from the last recorded one: after any write that may change it
 * at once (a new regular price, a running sale replaced or ended early).
 */
export async function recordCurrentPrice(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO price_history (product_id, changed_at, price)
    SELECT ${products.id}, now(), ${currentPriceSql} FROM ${products} WHERE ${products.id} = ${productId}
      AND ${currentPriceSql} IS DISTINCT FROM (
        SELECT h.price FROM price_history h WHERE h.product_id = ${productId} AND h.changed_at <= now()
        ORDER BY h.changed_at DESC LIMIT 1)
    ON CONFLICT (product_id, changed_at) DO UPDATE SET price = excluded.price`);
}

/** Price changes as they happen (or, for a sale, will happen); a second change at the same moment wins. */
export async function insertPriceHistory(
  tx: Executor,
  points: { productId: number; changedAt: Date; price: number }[],
): Promise<void> {
  if (points.length === 0) return;
  const rows = JSON.stringify(
    points.map((p) => ({ product_id: p.productId, changed_at: p.changedAt.toISOString(), price: p.price })),
  );
  await tx.execute(sql`
    INSERT INTO price_history (product_id, changed_at, price)
    SELECT product_id, changed_at, price FROM json_populate_recordset(NULL::price_history, ${rows}::json)
    ON CONFLICT (product_id, changed_at) DO UPDATE SET price = excluded.price`);
}
