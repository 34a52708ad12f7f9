import { getTableColumns, sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { productDetails, products, type FullProductRow } from './schema';

/** `"products"."company_name" AS "companyName", …, "product_details"."description" AS "description", …` */
const fullColumns = sql.raw(
  [
    ...Object.entries(getTableColumns(products)).map(([key, c]) => `"products"."${c.name}" AS "${key}"`),
    ...Object.entries(getTableColumns(productDetails))
      .filter(([key]) => key !== 'productId')
      .map(([key, c]) => `"product_details"."${c.name}" AS "${key}"`),
  ].join(', '),
);

/** Numeric columns come back as strings from both drivers (set in place: no second object per row). */
const withNumbers = (row: FullProductRow): FullProductRow => {
  row.price = Number(row.price);
  row.salePrice = row.salePrice === null ? null : Number(row.salePrice);
  return row;
};

/** Products with their details in id order after `afterId`, `limit` at a time (the read model's load). */
export async function productsAfter(db: Executor, afterId: number, limit: number): Promise<FullProductRow[]> {
  const rows = await queryRows<FullProductRow>(
    db,
    sql`SELECT ${fullColumns}
      FROM products JOIN product_details ON product_details.product_id = products.id
      WHERE products.id > ${afterId}
        -- The same bound on the joined side: without it the merge join reads product_details from its first
        -- row on every batch (a whole-catalogue load was quadratic: 94 s at 100,000 products on PGlite).
        AND product_details.product_id > ${afterId}
      ORDER BY products.id
      LIMIT ${limit}`,
  );
  return rows.map(withNumbers);
}
