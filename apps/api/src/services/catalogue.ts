import {
  platformFilterKeys,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '@keyshop/contracts';
import type { Executor } from '../db/database';
import { findProduct, listProducts, type ProductSort } from '../db/catalogue-repo';
import { toProduct } from '../catalogue/to-product';

/** `name` and `price` take their direction from sortType (default ascending); no sortBy means featured. */
export function resolveSort(
  sortBy: ProductListQuery['sortBy'],
  sortType: ProductListQuery['sortType'],
): ProductSort {
  if (sortBy === 'name' || sortBy === 'price') return `${sortBy}-${sortType ?? 'asc'}`;
  return sortBy ?? 'featured';
}

export async function listCatalogue(db: Executor, query: ProductListQuery): Promise<ProductListResponse> {
  const { rows, total } = await listProducts(db, {
    filter: {
      search: query.search,
      featured: query.featured,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      platform: query.platform && query.platform !== 'all' ? platformFilterKeys[query.platform] : undefined,
    },
    sort: resolveSort(query.sortBy, query.sortType),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { success: true, results: rows.map(toProduct), total, page: query.page, limit: query.limit };
}

export async function getCatalogueProduct(db: Executor, ref: string): Promise<Product | undefined> {
  const row = await findProduct(db, ref);
  return row && toProduct(row);
}
