import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { currentPriceSql } from './prices-repo';
import { productDetails, products, type FullProductRow } from './schema';

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

/** Sort name → ORDER BY (id breaks ties so pages never overlap); prices sort by the current price. */
const nameKey = sql`lower(${products.companyName}) COLLATE "C"`;
const orderings: Record<ProductSort, SQL[]> = {
  featured: [desc(products.featured), desc(currentPriceSql), asc(products.id)],
  new: [desc(products.id)],
  'price-asc': [asc(currentPriceSql), asc(products.id)],
  'price-desc': [desc(currentPriceSql), desc(products.id)],
  'name-asc': [asc(nameKey), asc(products.id)],
  'name-desc': [desc(nameKey), desc(products.id)],
};

/** `"products"."company_name" AS "companyName", …, "product_details"."description" AS "description", …` */
const fullColumns = sql.raw(
  [
    ...Object.entries(getTableColumns(products)).map(([key, c]) => `"products"."${c.name}" AS "${key}"`),
    ...Object.entries(getTableColumns(productDetails))
      .filter(([key]) => key !== 'productId')
      .map(([key, c]) => `"product_details"."${c.name}" AS "${key}"`),
  ].join(', '),
);

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: ProductFilter): SQL {
  return (
    and(
      filter.search
        ? sql`lower(${products.companyName}) LIKE ${`%${likeEscape(filter.search.toLowerCase())}%`}`
        : undefined,
      filter.featured === undefined ? undefined : eq(products.featured, filter.featured),
      filter.minPrice === undefined ? undefined : gte(currentPriceSql, filter.minPrice),
      filter.maxPrice === undefined ? undefined : lte(currentPriceSql, filter.maxPrice),
      filter.platform ? eq(products.platform, filter.platform) : undefined,
    ) ?? sql`true`
  );
}

/** Numeric columns come back as strings from both drivers. */
const withNumbers = (row: FullProductRow): FullProductRow => ({
  ...row,
  price: Number(row.price),
  salePrice: row.salePrice === null ? null : Number(row.salePrice),
});

/**
 * One page of products with their details: an index-ordered LIMIT on the narrow products table, then only
 * those rows joined to product_details. With a search, `OFFSET 0` fences the filter so the trigram index finds
 * the matches before they are sorted (otherwise the planner may walk the name index and filter, reading most
 * of the table when the matches sort late, e.g. "sunken").
 */
export async function listProducts(
  db: Executor,
  options: { filter: ProductFilter; sort: ProductSort; limit: number; offset: number },
): Promise<FullProductRow[]> {
  const fence = options.filter.search ? sql` OFFSET 0` : sql``;
  const order = sql.join(orderings[options.sort], sql`, `);
  // The page is chosen on the narrow table; only its rows are joined to their details.
  const rows = await queryRows<FullProductRow>(
    db,
    sql`SELECT ${fullColumns}
      FROM (
        SELECT * FROM (SELECT * FROM products WHERE ${where(options.filter)}${fence}) AS products
        ORDER BY ${order} LIMIT ${options.limit} OFFSET ${options.offset}
      ) AS products
      JOIN product_details ON product_details.product_id = products.id
      ORDER BY ${order}`,
  );
  return rows.map(withNumbers);
}

/** How many products match (index-only scans after VACUUM, else the narrow table). */
export async function countMatching(db: Executor, filter: ProductFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products WHERE ${where(filter)}`,
  );
  return Number(row?.n ?? 0);
}

const MAX_INT = 2_147_483_647;

/** A product by id, kinguinId, originalId or productId (in that order of preference). */
export async function findProduct(db: Executor, ref: string): Promise<FullProductRow | undefined> {
  const n = /^\d{1,10}$/.test(ref) && Number(ref) <= MAX_INT ? Number(ref) : undefined;
  const [row] = await queryRows<FullProductRow>(
    db,
    sql`SELECT ${fullColumns}
      FROM products JOIN product_details ON product_details.product_id = products.id
      WHERE ${n === undefined ? sql`false` : sql`products.id = ${n} OR products.kinguin_id = ${n}`}
        OR products.original_id = ${ref} OR products.product_id = ${ref}
      ORDER BY ${n === undefined ? sql`products.id` : sql`products.id = ${n} DESC`}
      LIMIT 1`,
  );
  return row && withNumbers(row);
}
