import { and, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { KeyVault } from '../keys/key-vault';
import { copyText } from './copy-text';
import type { Executor, RawTx } from './database';
import type { Sale } from './prices-repo';
import { productDetails, productKeys, products, type NewProductRow, type ProductRow } from './schema';

export async function countProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Columns the database fills itself (defaults, triggers). */
const generated = new Set(['createdAt', 'updatedAt', 'stockVersion', 'published']);
/** [property, column name] of the columns a bulk load writes. */
const loaded = (table: typeof products | typeof productDetails) =>
  Object.entries(getTableColumns(table))
    .filter(([key]) => !generated.has(key))
    .map(([key, column]) => [key, column.name] as const);
const productColumns = loaded(products);
const detailColumns = loaded(productDetails);

/** A whole product as the seed writes it: row and details, unsold keys, sale and price history. */
export type SeedProduct = NewProductRow & {
  keys: string[];
  sale: Sale | null;
  history: { changedAt: Date; price: number }[];
};

/** Serialises bulk loads of the same products (two seeds at once); any other writer goes on. */
const SEED_LOCK = 0x6b657973;

/**
 * Bulk-loads products (row with its sale, details, unsold keys, price history) with COPY, skipping products
 * that already exist: their keys, prices and sales stay as they are. products.qty is written directly and the
 * stock trigger is off for this transaction, so no product row is written twice. Products new to the table
 * bring new keys (keys are made per product), so nothing needs a conflict check. Returns the ids it loaded.
 */
export async function copySeedProducts(
  tx: RawTx,
  batch: SeedProduct[],
  vault: KeyVault,
): Promise<Set<number>> {
  if (batch.length === 0) return new Set();
  const ids = batch.map((p) => p.id);
  const [low, high] = [Math.min(...ids), Math.max(...ids)];
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [SEED_LOCK, low]);
  const existing = new Set(
    (await tx.query<{ id: number }>('SELECT id FROM products WHERE id BETWEEN $1 AND $2', [low, high])).map(
      (row) => Number(row.id),
    ),
  );
  const fresh = batch.filter((p) => !existing.has(p.id));
  if (fresh.length === 0) return new Set();
  await tx.query("SELECT set_config('keyshop.seeding', 'on', true)");
  const productValue = (p: SeedProduct, key: string): unknown => {
    if (key === 'qty') return p.keys.length;
    if (key === 'salePrice') return p.sale?.price;
    if (key === 'saleStartsAt') return p.sale?.startsAt;
    if (key === 'saleEndsAt') return p.sale?.endsAt;
    return p[key as keyof NewProductRow];
  };
  // product_details.product_id is the product's id (products.product_id is another identifier).
  const detailValue = (p: SeedProduct, key: string): unknown =>
    key === 'productId' ? p.id : p[key as keyof NewProductRow];
  const copyTable = (
    table: string,
    columns: (readonly [string, string])[],
    value: (p: SeedProduct, key: string) => unknown,
  ) =>
    tx.copy(
      table,
      columns.map(([, name]) => name),
      copyText(fresh.map((p) => columns.map(([key]) => value(p, key)))),
    );
  await copyTable('products', productColumns, productValue);
  await copyTable('product_details', detailColumns, detailValue);
  await tx.copy(
    'product_keys',
    ['product_id', 'key_hash', 'key_cipher'],
    copyText(
      fresh.flatMap((p) =>
        p.keys.map((key) => {
          const sealed = vault.seal(key);
          return [p.id, sealed.hash, sealed.cipher];
        }),
      ),
    ),
  );
  // One row per moment: a later change at the same moment wins, as in insertPriceHistory.
  const history = fresh.flatMap((p) =>
    [...new Map(p.history.map((point) => [point.changedAt.getTime(), point])).values()].map((point) => [
      p.id,
      point.changedAt,
      point.price,
    ]),
  );
  await tx.copy('price_history', ['product_id', 'changed_at', 'price'], copyText(history));
  return new Set(fresh.map((p) => p.id));
}

/**
 * Runs a bulk load of the tables that refer to products with their foreign keys dropped, then adds them back
 * exactly as they were: PostgreSQL then checks each once over the whole table instead of once per inserted
 * row (3 of 4 rows a seed writes). Holds those tables exclusively until the transaction ends.
 */
export async function withoutForeignKeysToProducts<T>(tx: RawTx, load: () => Promise<T>): Promise<T> {
  const constraints = await tx.query<{ drop: string; add: string }>(`
    SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname) AS drop,
           format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) AS add
    FROM pg_constraint
    WHERE contype = 'f' AND confrelid = 'products'::regclass
      AND conrelid IN ('product_details'::regclass, 'product_keys'::regclass, 'price_history'::regclass)`);
  for (const c of constraints) await tx.exec(c.drop);
  const result = await load();
  for (const c of constraints) await tx.exec(c.add);
  return result;
}

/** Adds unsold keys (sealed) to existing products (the triggers raise qty); a key the store holds is skipped. */
export async function insertKeys(
  db: Executor,
  vault: KeyVault,
  keys: { productId: number; key: string }[],
): Promise<void> {
  if (keys.length === 0) return;
  const rows = keys.map(({ productId, key }) => {
    const sealed = vault.seal(key);
    return { productId, hash: sealed.hash.toString('hex'), cipher: sealed.cipher.toString('hex') };
  });
  await db.execute(sql`
    INSERT INTO product_keys (product_id, key_hash, key_cipher)
    SELECT "productId", decode(hash, 'hex'), decode(cipher, 'hex')
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS k("productId" int, hash text, cipher text)
    ON CONFLICT (key_hash) DO NOTHING`);
}

/**
 * Planner statistics and the visibility map after a bulk load (PGlite has no autovacuum): counts and the
 * sitemap can then use index-only scans. product_details is left out: it is only ever read by product id, and
 * sampling its large JSON values took longer than the rest of the seed's housekeeping together. Not inside a
 * transaction.
 */
export async function vacuumCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE products, product_keys, price_history`);
}

/** Current unsold counts and their versions, read after a commit for the productUpdate event. */
export async function stockOf(
  db: Executor,
  ids: number[],
): Promise<Pick<ProductRow, 'id' | 'qty' | 'stockVersion'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, qty: products.qty, stockVersion: products.stockVersion })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Drops every unsold key of a product (tests and re-seeding); sold keys stay with their orders. */
export async function deleteUnsoldKeys(db: Executor, productId: number): Promise<void> {
  await db.delete(productKeys).where(and(eq(productKeys.productId, productId), isNull(productKeys.orderId)));
}

/** Empties the catalogue and everything that refers to it (seed --reset). */
export async function deleteCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`TRUNCATE products, product_details, product_keys, order_items, orders CASCADE`);
}
