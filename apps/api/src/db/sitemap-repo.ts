import { asc, eq, max, sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { products } from './schema';

export type SitemapChunk = { page: number; urls: number; updatedAt: Date };

/** The product sitemaps of `size` published products each, in id order: how many and when each last changed. */
export async function productSitemapChunks(db: Executor, size: number): Promise<SitemapChunk[]> {
  const rows = await queryRows<{ page: number; urls: number; updated_at: Date | string }>(
    db,
    sql`SELECT (rn - 1) / ${size} + 1 AS page, count(*)::int AS urls, max(updated_at) AS updated_at
        FROM (SELECT updated_at, row_number() OVER (ORDER BY id) AS rn FROM products WHERE published) numbered
        GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({
    page: Number(row.page),
    urls: row.urls,
    updatedAt: new Date(row.updated_at),
  }));
}

/** Page `page` (1-based) of the published products in id order, `size` per page: id and last change. */
export async function productSitemapPage(
  db: Executor,
  page: number,
  size: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id))
    .limit(size)
    .offset((page - 1) * size);
}

/** When any product last changed; undefined for an empty catalogue. */
export async function catalogueUpdatedAt(db: Executor): Promise<Date | undefined> {
  const [row] = await db.select({ at: max(products.updatedAt) }).from(products);
  return row?.at ?? undefined;
}
