import { count, eq, inArray, isNull, and, sql } from 'drizzle-orm';
import type { Executor } from './database';
import { productKeys, products, type NewProductRow, type ProductRow } from './schema';

export async function countProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

export async function insertProducts(db: Executor, rows: NewProductRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(products).values(rows).onConflictDoNothing();
}

/** Adds unsold keys in one statement (one JSON parameter); a key that already exists is skipped. */
export async function insertKeys(db: Executor, keys: { productId: number; key: string }[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_keys (product_id, key)
    SELECT "productId", key FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k("productId" int, key text)
    ON CONFLICT (key) DO NOTHING`);
}

/** Current unsold counts, read after a commit for the productUpdate event. */
export async function stockOf(db: Executor, ids: number[]): Promise<Pick<ProductRow, 'id' | 'qty'>[]> {
  if (ids.length === 0) return [];
  return db.select({ id: products.id, qty: products.qty }).from(products).where(inArray(products.id, ids));
}

/** Drops every unsold key of a product (tests and re-seeding); sold keys stay with their orders. */
export async function deleteUnsoldKeys(db: Executor, productId: number): Promise<void> {
  await db.delete(productKeys).where(and(eq(productKeys.productId, productId), isNull(productKeys.orderId)));
}

export async function deleteCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`TRUNCATE products, product_keys, order_items, orders CASCADE`);
}
