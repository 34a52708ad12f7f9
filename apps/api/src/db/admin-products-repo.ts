import { and, asc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PricePoint } from '../catalogue/pricing';
import { queryRows, type Executor } from './database';
import { recordCurrentPrice } from './prices-repo';
import {
  priceHistory,
  productCovers,
  productDetails,
  products,
  type FullProductRow,
  type NewProductRow,
  type ProductDetailsRow,
  type ProductRow,
} from './schema';

/** The fields of a product the operator writes (the rest keep what they were, or the defaults on creation). */
export type ProductFields = Pick<
  NewProductRow,
  | 'companyName'
  | 'price'
  | 'featured'
  | 'platform'
  | 'platforms'
  | 'genres'
  | 'regionalLimitations'
  | 'description'
  | 'shortDescription'
  | 'activationDetails'
>;

/** Serialises the choice of new product ids (the next after the highest). */
const NEW_PRODUCT_LOCK = 0x70726f64;

/** Creates a product, unpublished and without keys, with the next free id and its first price point. */
export async function insertProduct(
  tx: Executor,
  fields: ProductFields,
  refs: (id: number) => Pick<NewProductRow, 'originalId' | 'productId' | 'kinguinId' | 'img'>,
): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NEW_PRODUCT_LOCK})`);
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT coalesce(max(id), 0) + 1 AS id FROM ${products}`,
  );
  const id = Number(next!.id);
  const { companyName, price, featured, platform, ...details } = fields;
  await tx
    .insert(products)
    .values({ id, companyName, price, featured, platform, ...refs(id), published: false });
  await tx.insert(productDetails).values({
    productId: id,
    screenshots: [],
    developers: [],
    languages: [],
    systemRequirements: [],
    ...details,
  });
  await recordCurrentPrice(tx, id);
  return id;
}

/** Writes the operator's fields of a product; answers false when there is no such product. */
export async function updateProduct(tx: Executor, id: number, fields: ProductFields): Promise<boolean> {
  const { companyName, price, featured, platform, ...details } = fields;
  const changed = await tx
    .update(products)
    .set({ companyName, price, featured, platform })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (changed.length === 0) return false;
  await tx.update(productDetails).set(details).where(eq(productDetails.productId, id));
  return true;
}

export type AdminProductRow = FullProductRow & {
  /** The price changes before its sale started, oldest first (empty without a sale). */
  historyBeforeSale: PricePoint[];
};

const { productId: _detailsKey, ...detailColumns } = getTableColumns(productDetails);

/** A product whether published or not, with its details and the history before its sale; locked with `forUpdate`. */
export async function findAdminProduct(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<AdminProductRow | undefined> {
  const query = db
    .select({ ...getTableColumns(products), ...detailColumns })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(products.id, id));
  const [row] = forUpdate ? await query.for('update', { of: products }) : await query;
  if (!row) return undefined;
  const history = row.saleStartsAt
    ? await db
        .select({ changedAt: priceHistory.changedAt, price: priceHistory.price })
        .from(priceHistory)
        .where(and(eq(priceHistory.productId, id), sql`${priceHistory.changedAt} < ${row.saleStartsAt}`))
        .orderBy(asc(priceHistory.changedAt))
    : [];
  return { ...(row as ProductRow & Omit<ProductDetailsRow, 'productId'>), historyBeforeSale: history };
}

/** Publishes or unpublishes; answers what it was (undefined: no such product). */
export async function setPublished(
  tx: Executor,
  id: number,
  published: boolean,
): Promise<{ before: boolean } | undefined> {
  const [row] = await queryRows<{ before: boolean }>(
    tx,
    sql`UPDATE ${products} p SET published = ${published} FROM ${products} old
        WHERE p.id = ${id} AND old.id = p.id RETURNING old.published AS before`,
  );
  return row && { before: row.before };
}

export type AdminProductListRow = Pick<
  ProductRow,
  'id' | 'companyName' | 'price' | 'qty' | 'published' | 'lowStockThreshold'
> & {
  onSale: boolean;
};

/** Products in id order, `limit` from `offset`; `q` finds an id or part of a name (any case). */
export async function listAdminProducts(
  db: Executor,
  q: string,
  page: { offset: number; limit: number },
): Promise<AdminProductListRow[]> {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: SQL | undefined =
    q === ''
      ? undefined
      : or(
          ilike(products.companyName, `%${escaped}%`),
          /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined,
        );
  return db
    .select({
      id: products.id,
      companyName: products.companyName,
      price: products.price,
      qty: products.qty,
      published: products.published,
      lowStockThreshold: products.lowStockThreshold,
      onSale: sql<boolean>`${products.saleEndsAt} IS NOT NULL AND ${products.saleEndsAt} > now()`,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Stores a product's cover (replacing the one it had) and points its img at `img`. */
export async function saveCover(
  tx: Executor,
  cover: Omit<typeof productCovers.$inferInsert, 'createdAt'>,
  img: string,
): Promise<void> {
  const { productId, ...stored } = cover;
  await tx
    .insert(productCovers)
    .values(cover)
    .onConflictDoUpdate({ target: productCovers.productId, set: { ...stored, createdAt: sql`now()` } });
  await tx.update(products).set({ img }).where(eq(products.id, productId));
}

/** The uploaded cover of a product when its digest is this one (an older URL finds nothing). */
export async function findCover(
  db: Executor,
  productId: number,
  digest: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: productCovers.contentType, bytes: productCovers.bytes })
    .from(productCovers)
    .where(and(eq(productCovers.productId, productId), eq(productCovers.digest, digest)));
  return row;
}
