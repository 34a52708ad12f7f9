import { sql } from 'drizzle-orm';
import type { ProductSales } from '../catalogue/read-model';
import { queryRows, type Executor } from './database';

/** Trending counts the keys paid for in this many days up to now. */
export const TRENDING_DAYS = 7;

/**
 * Keys sold per product in paid orders (an order refunded in full sold nothing), ever and in the last
 * TRENDING_DAYS days by payment time: what bestsellers and trending rank by. Products never sold are absent.
 */
export async function salesCounts(db: Executor): Promise<Map<number, ProductSales>> {
  const rows = await queryRows<{ productId: number; sold: number | string; soldRecently: number | string }>(
    db,
    sql`SELECT i.product_id AS "productId", sum(i.qty) AS "sold",
          coalesce(sum(i.qty) FILTER (WHERE o.paid_at > now() - make_interval(days => ${TRENDING_DAYS})), 0)
            AS "soldRecently"
        FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.paid_at IS NOT NULL AND o.status <> 'refunded'
        GROUP BY i.product_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.productId),
      { sold: Number(row.sold), soldRecently: Number(row.soldRecently) },
    ]),
  );
}
