import {
  platformFilterKeys,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '@keyshop/contracts';
import type { Executor } from '../db/database';
import {
  countMatching,
  findProduct,
  listProducts,
  type ProductFilter,
  type ProductSort,
} from '../db/catalogue-repo';
import { lowestPriceBeforeSale } from '../catalogue/pricing';
import { toProduct } from '../catalogue/to-product';
import { findPriceHistory } from '../db/prices-repo';
import type { FullProductRow } from '../db/schema';

/** Products with the lowest price before their running sale, from the price history. */
async function priced(db: Executor, rows: FullProductRow[], now = new Date()): Promise<Product[]> {
  const products = rows.map((row) => toProduct(row, null, now));
  const onSale = products.filter((product) => product.sale);
  if (onSale.length === 0) return products;
  const history = await findPriceHistory(
    db,
    onSale.map((product) => product.id),
    now,
  );
  return products.map((product, i) =>
    product.sale
      ? toProduct(rows[i]!, lowestPriceBeforeSale(history.get(product.id) ?? [], saleStart(rows[i]!)), now)
      : product,
  );
}

const saleStart = (row: FullProductRow) => new Date(row.saleStartsAt ?? 0).toISOString();

/** `name` and `price` take their direction from sortType (default ascending); no sortBy means featured. */
export function resolveSort(
  sortBy: ProductListQuery['sortBy'],
  sortType: ProductListQuery['sortType'],
): ProductSort {
  if (sortBy === 'name' || sortBy === 'price') return `${sortBy}-${sortType ?? 'asc'}`;
  return sortBy ?? 'featured';
}

/**
 * Totals per filter, kept a few seconds: counting 100k rows costs ~50 ms on PGlite and the totals only change
 * when products are added or removed (seeding), never by orders. Derived data only; each process has its own.
 */
const COUNT_TTL_MS = 5_000;
const COUNT_CACHE_MAX = 1_000;
const counts = new WeakMap<object, Map<string, { n: number; at: number }>>();

async function total(db: Executor, filter: ProductFilter): Promise<number> {
  let cache = counts.get(db);
  if (!cache) counts.set(db, (cache = new Map()));
  const key = JSON.stringify(filter);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.n;
  const n = await countMatching(db, filter);
  if (cache.size >= COUNT_CACHE_MAX) cache.clear();
  cache.set(key, { n, at: Date.now() });
  return n;
}

export async function listCatalogue(db: Executor, query: ProductListQuery): Promise<ProductListResponse> {
  const filter: ProductFilter = {
    search: query.search,
    featured: query.featured,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    platform: query.platform && query.platform !== 'all' ? platformFilterKeys[query.platform] : undefined,
  };
  const offset = (query.page - 1) * query.limit;
  const rows = await listProducts(db, {
    filter,
    sort: resolveSort(query.sortBy, query.sortType),
    limit: query.limit,
    offset,
  });
  // A short, non-empty page (or an empty first page) is the last one: its end is the total.
  const isLast = rows.length < query.limit && (rows.length > 0 || offset === 0);
  return {
    success: true,
    results: await priced(db, rows),
    total: isLast ? offset + rows.length : await total(db, filter),
    page: query.page,
    limit: query.limit,
  };
}

export async function getCatalogueProduct(db: Executor, ref: string): Promise<Product | undefined> {
  const row = await findProduct(db, ref);
  return row && (await priced(db, [row]))[0];
}
