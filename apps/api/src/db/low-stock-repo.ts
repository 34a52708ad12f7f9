import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { lowStockAlerts, orders, products } from './schema';

const threshold = (fallback: number) => sql`coalesce(p.low_stock_threshold, ${fallback})`;
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** One alert per product per this long, whatever the crossings of its threshold. */
const LOW_STOCK_ALERT_INTERVAL = sql`interval '1 hour'`;

/**
 * Claims the alert of these products that are low now and may be alerted: never alerted, or back above their
 * threshold since an alert at least an hour old. The upsert's row lock makes it one claim across processes.
 * Products above their threshold again are marked cleared (re-armed), not forgotten. Answers the claimed ones.
 */
export async function claimLowStock(
  db: Executor,
  productIds: number[],
  fallback: number,
): Promise<{ id: number; name: string; qty: number; threshold: number }[]> {
  if (productIds.length === 0) return [];
  await db.execute(
    sql`UPDATE ${lowStockAlerts} a SET cleared_at = now() FROM ${products} p
        WHERE a.product_id = p.id AND p.id IN (${idList(productIds)}) AND p.qty > ${threshold(fallback)}
          AND a.cleared_at IS NULL`,
  );
  const rows = await queryRows<{ id: number; name: string; qty: number; threshold: number }>(
    db,
    sql`WITH low AS (
          SELECT p.id, p.company_name AS name, p.qty, ${threshold(fallback)} AS threshold FROM ${products} p
          WHERE p.id IN (${idList(productIds)}) AND p.qty <= ${threshold(fallback)}),
        claimed AS (
          INSERT INTO ${lowStockAlerts} AS a (product_id) SELECT id FROM low
          ON CONFLICT (product_id) DO UPDATE SET alerted_at = now(), cleared_at = NULL
            WHERE a.cleared_at IS NOT NULL AND a.alerted_at <= now() - ${LOW_STOCK_ALERT_INTERVAL}
          RETURNING product_id)
        SELECT low.* FROM low JOIN claimed ON claimed.product_id = low.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    qty: Number(row.qty),
    threshold: Number(row.threshold),
  }));
}

export async function setLowStockThreshold(
  db: Executor,
  productId: number,
  value: number | null,
): Promise<{ before: number | null } | undefined> {
  const [row] = await queryRows<{ before: number | null }>(
    db,
    sql`UPDATE ${products} p SET low_stock_threshold = ${value}
        FROM (SELECT id, low_stock_threshold AS before FROM ${products} WHERE id = ${productId} FOR UPDATE) old
        WHERE p.id = old.id RETURNING old.before`,
  );
  return row && { before: row.before == null ? null : Number(row.before) };
}

export async function dashboardFigures(db: Executor, fallback: number) {
  const [[sales], [awaiting], low] = await Promise.all([
    queryRows<{ orders: number; cents: number }>(
      db,
      sql`SELECT count(*)::int AS orders, coalesce(sum(amount_cents - refunded_cents), 0)::int AS cents
          FROM ${orders} WHERE paid_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM ${orders} WHERE status IN ('awaiting_payment', 'payment_failed')`,
    ),
    queryRows<{ id: number; name: string; qty: number; threshold: number; alerted: boolean }>(
      db,
      sql`SELECT p.id, p.company_name AS name, p.qty, ${threshold(fallback)} AS threshold,
                 (a.product_id IS NOT NULL AND a.cleared_at IS NULL) AS alerted
          FROM ${products} p LEFT JOIN ${lowStockAlerts} a ON a.product_id = p.id
          WHERE p.qty <= ${threshold(fallback)} ORDER BY p.qty, p.id LIMIT 100`,
    ),
  ]);
  return {
    salesToday: { orders: Number(sales?.orders ?? 0), amountCents: Number(sales?.cents ?? 0) },
    awaitingPayment: Number(awaiting?.count ?? 0),
    lowStock: low.map((row) => ({
      productId: Number(row.id),
      company_name: row.name,
      qty: Number(row.qty),
      threshold: Number(row.threshold),
      alerted: row.alerted === true,
    })),
  };
}
