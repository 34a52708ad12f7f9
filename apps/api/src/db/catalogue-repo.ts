import { getTableColumns, sql } from 'drizzle-orm';
import type { PricePoint } from '../catalogue/pricing';
import { queryRows, type Executor } from './database';
import { productDetails, products, type FullProductRow } from './schema';

/**
 * A product as the read model loads it: every column but the timestamps, the sale's moments as ISO text, and
 * its price history before its sale.
 */
export type CatalogueRow = Omit<FullProductRow, 'createdAt' | 'updatedAt' | 'saleStartsAt' | 'saleEndsAt'> & {
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  /** The price changes before its sale started, oldest first (null without a sale). */
  historyBeforeSale: PricePoint[] | null;
};

/** `"products"."company_name" AS "companyName", …, "product_details"."description" AS "description", …` */
const catalogueColumns = sql.raw(
  [
    ...Object.entries(getTableColumns(products))
      .filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')
      .map(([key, c]) => `"products"."${c.name}" AS "${key}"`),
    ...Object.entries(getTableColumns(productDetails))
      .filter(([key]) => key !== 'productId')
      .map(([key, c]) => `"product_details"."${c.name}" AS "${key}"`),
  ].join(', '),
);

type LoadedRow = Omit<CatalogueRow, 'historyBeforeSale'> & { historyBeforeSale: [string, number][] | null };

/** The history's moments as dates (set in place: no second object per row). */
const withHistory = (loaded: LoadedRow): CatalogueRow => {
  const row = loaded as unknown as CatalogueRow;
  row.historyBeforeSale =
    loaded.historyBeforeSale?.map(([changedAt, price]) => ({ changedAt: new Date(changedAt), price })) ??
    null;
  return row;
};

/**
 * Published products with their details and price history in id order after `afterId`, `limit` at a time (the read
 * model's load): one query per batch, the history by the price_history key of each product on sale. The batch
 * comes back as one JSON text, parsed here by JSON.parse at once: row by row, the drivers' own parsing of ~25
 * text fields per row (a buffer copy and a decode each, JSON.parse per jsonb field) was a quarter of the load.
 */
export async function productsAfter(db: Executor, afterId: number, limit: number): Promise<CatalogueRow[]> {
  const [batch] = await queryRows<{ json: string | null }>(
    db,
    sql`SELECT json_agg(batch ORDER BY batch."id")::text AS "json" FROM (
        SELECT ${catalogueColumns},
          CASE WHEN products.sale_starts_at IS NOT NULL THEN (
            SELECT json_agg(json_build_array(h.changed_at, h.price) ORDER BY h.changed_at)
            FROM price_history h
            WHERE h.product_id = products.id AND h.changed_at < products.sale_starts_at
          ) END AS "historyBeforeSale"
        FROM products JOIN product_details ON product_details.product_id = products.id
        WHERE products.id > ${afterId} AND products.published
          -- The same bound on the joined side: without it the merge join reads product_details from its first
          -- row on every batch (a whole-catalogue load was quadratic: 94 s at 100,000 products on PGlite).
          AND product_details.product_id > ${afterId}
        ORDER BY products.id
        LIMIT ${limit}
      ) batch`,
  );
  return batch?.json ? (JSON.parse(batch.json) as LoadedRow[]).map(withHistory) : [];
}
