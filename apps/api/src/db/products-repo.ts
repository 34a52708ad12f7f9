import { and, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { productDetails, productKeys, products, type NewProductRow, type ProductRow } from './schema';

export async function countProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Columns the database fills itself (defaults, triggers). */
const generated = new Set(['createdAt', 'updatedAt']);

/** `{ column name: value }` rows of a table for json_populate_recordset, from whole products. */
function jsonRows(
  table: typeof products | typeof productDetails,
  batch: SeedProduct[],
  value: (product: SeedProduct, key: string) => unknown,
): string {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !generated.has(key));
  return JSON.stringify(
    batch.map((product) =>
      Object.fromEntries(columns.map(([key, c]) => [c.name, value(product, key) ?? null])),
    ),
  );
}
const columnList = (table: typeof products | typeof productDetails) =>
  sql.raw(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !generated.has(key))
      .map(([, c]) => `"${c.name}"`)
      .join(', '),
  );

export type SeedProduct = NewProductRow & { keys: string[] };

/**
 * Bulk-inserts products (row and details) with their unsold keys: three statements with one JSON parameter
 * each (thousands of bound parameters are slow on PGlite). products.qty is written directly and the stock
 * trigger is off for this transaction, so no product row is updated twice. Existing products are skipped,
 * and the touched products recounted if any key already existed. Run it inside a transaction. Returns the ids
 * of the products it inserted.
 */
export async function insertSeedProducts(tx: Executor, batch: SeedProduct[]): Promise<Set<number>> {
  if (batch.length === 0) return new Set();
  await tx.execute(sql`SELECT set_config('keyshop.seeding', 'on', true)`);
  const productRows = jsonRows(products, batch, (p, key) =>
    key === 'qty' ? p.keys.length : p[key as keyof NewProductRow],
  );
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO products (${columnList(products)})
    SELECT ${columnList(products)} FROM json_populate_recordset(NULL::products, ${productRows}::json)
    ON CONFLICT (id) DO NOTHING
    RETURNING id`,
  );
  const detailRows = jsonRows(productDetails, batch, (p, key) =>
    key === 'productId' ? p.id : p[key as keyof NewProductRow],
  );
  await tx.execute(sql`
    INSERT INTO product_details (${columnList(productDetails)})
    SELECT ${columnList(productDetails)} FROM json_populate_recordset(NULL::product_details, ${detailRows}::json)
    ON CONFLICT (product_id) DO NOTHING`);
  const fresh = new Set(inserted.map((row) => Number(row.id)));
  const keys = batch.flatMap((p) => (fresh.has(p.id) ? p.keys.map((key) => ({ productId: p.id, key })) : []));
  if (keys.length > 0) {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`
        WITH ins AS (
          INSERT INTO product_keys (product_id, key)
          SELECT "productId", key FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k("productId" int, key text)
          ON CONFLICT (key) DO NOTHING
          RETURNING 1
        ) SELECT count(*)::int AS n FROM ins`,
    );
    if (Number(n) !== keys.length) await recountStock(tx, [...fresh]);
  }
  await tx.execute(sql`SELECT set_config('keyshop.seeding', 'off', true)`);
  return fresh;
}

/** Sets qty from the keys themselves (repairs; normally the triggers keep it right). */
export async function recountStock(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE products p SET qty = (
      SELECT count(*) FROM product_keys k WHERE k.product_id = p.id AND k.order_id IS NULL
    ) WHERE p.id IN ${ids}`);
}

/** Adds unsold keys to existing products (the triggers raise qty); a key that already exists is skipped. */
export async function insertKeys(db: Executor, keys: { productId: number; key: string }[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_keys (product_id, key)
    SELECT "productId", key FROM json_to_recordset(${JSON.stringify(keys)}::json) AS k("productId" int, key text)
    ON CONFLICT (key) DO NOTHING`);
}

/**
 * Planner statistics and the visibility map after a bulk load (PGlite has no autovacuum): counts can then
 * use index-only scans. Not inside a transaction.
 */
export async function vacuumCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE products, product_details, product_keys`);
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

/** Empties the catalogue and everything that refers to it (seed --reset). */
export async function deleteCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`TRUNCATE products, product_details, product_keys, order_items, orders CASCADE`);
}
