import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { productKeys, products, type NewProductRow, type ProductRow } from './schema';

export type ProductSort = 'featured' | 'new' | 'price-asc' | 'price-desc' | 'name-asc' | 'name-desc';

export type ProductFilter = {
  /** Case-insensitive substring of company_name (served by the trigram index). */
  search?: string;
  featured?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** A key of the platforms map (products.platform). */
  platform?: string;
};

export type ProductPage = { rows: ProductRow[]; total: number };

/** Sort name → ORDER BY; each matches an index (id breaks ties so pages never overlap). */
const nameKey = sql`lower(${products.companyName}) COLLATE "C"`;
const orderings: Record<ProductSort, SQL[]> = {
  featured: [desc(products.featured), desc(products.price), asc(products.id)],
  new: [desc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  'name-asc': [asc(nameKey), asc(products.id)],
  'name-desc': [desc(nameKey), desc(products.id)],
};

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: ProductFilter): SQL | undefined {
  return and(
    filter.search
      ? sql`lower(${products.companyName}) LIKE ${`%${likeEscape(filter.search.toLowerCase())}%`}`
      : undefined,
    filter.featured === undefined ? undefined : eq(products.featured, filter.featured),
    filter.minPrice === undefined ? undefined : gte(products.price, filter.minPrice),
    filter.maxPrice === undefined ? undefined : lte(products.price, filter.maxPrice),
    filter.platform ? eq(products.platform, filter.platform) : undefined,
  );
}

/** One page of products and the number of matches (an index-ordered LIMIT query plus a count). */
export async function listProducts(
  db: Executor,
  options: { filter: ProductFilter; sort: ProductSort; limit: number; offset: number },
): Promise<ProductPage> {
  const condition = where(options.filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(condition)
      .orderBy(...orderings[options.sort])
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(products).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

const MAX_INT = 2_147_483_647;

/** A product by id, kinguinId, originalId or productId (in that order of preference). */
export async function findProduct(db: Executor, ref: string): Promise<ProductRow | undefined> {
  const n = /^\d{1,10}$/.test(ref) ? Number(ref) : undefined;
  const numeric = n !== undefined && n <= MAX_INT;
  const [row] = await db
    .select()
    .from(products)
    .where(
      or(
        numeric ? eq(products.id, n) : undefined,
        numeric ? eq(products.kinguinId, n) : undefined,
        eq(products.originalId, ref),
        eq(products.productId, ref),
      ),
    )
    .orderBy(numeric ? desc(sql`${products.id} = ${n}`) : asc(products.id))
    .limit(1);
  return row;
}

export async function countProducts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** Columns a seed writes (created_at defaults). */
const seedColumns = Object.entries(getTableColumns(products))
  .filter(([key]) => key !== 'createdAt')
  .map(([key, column]) => ({ key, name: column.name }));
const seedColumnList = sql.raw(seedColumns.map((c) => `"${c.name}"`).join(', '));

export type SeedProduct = NewProductRow & { keys: string[] };

/**
 * Bulk-inserts products with their unsold keys: two statements with one JSON parameter each (thousands of
 * bound parameters are slow on PGlite). products.qty is written directly and the stock trigger is off for
 * this transaction, so no product row is updated twice. Existing products and keys are skipped, and the
 * touched products recounted if any key was skipped. Run it inside a transaction.
 */
export async function insertSeedProducts(tx: Executor, batch: SeedProduct[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.execute(sql`SELECT set_config('keyshop.seeding', 'on', true)`);
  const rows = batch.map((product) =>
    Object.fromEntries(
      seedColumns.map((c) => [
        c.name,
        c.key === 'qty' ? product.keys.length : (product[c.key as keyof NewProductRow] ?? null),
      ]),
    ),
  );
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO products (${seedColumnList})
    SELECT ${seedColumnList} FROM json_populate_recordset(NULL::products, ${JSON.stringify(rows)}::json)
    ON CONFLICT (id) DO NOTHING
    RETURNING id`,
  );
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

/** Fresh planner statistics after a bulk load. */
export async function analyzeCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`ANALYZE products, product_keys`);
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
  await db.execute(sql`TRUNCATE products, product_keys, order_items, orders CASCADE`);
}
