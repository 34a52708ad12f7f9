import type { Product, ProductListQuery, ProductListResponse } from '@keyshop/contracts';
import { catalogueFilter, catalogueSort } from '@keyshop/contracts/catalogue-query';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { productsAfter } from '../db/catalogue-repo';
import { salesCounts } from '../db/sales-counts-repo';
import { lowestPriceBeforeSale, nextPriceChange } from '../catalogue/pricing';
import { CatalogueReadModel } from '../catalogue/read-model';

/**
 * The page of products a list query asks for, with the total, the facets and (with a search) the matched parts
 * of each name. A search without a sort is ranked by relevance; without either, featured first.
 */
function listPage(model: CatalogueReadModel, query: ProductListQuery) {
  const filter = catalogueFilter(query);
  const { positions, facets, terms } = model.match(filter, catalogueSort(query));
  const offset = (query.page - 1) * query.limit;
  const page = positions.subarray(offset, offset + query.limit);
  const highlights = filter.search ? model.highlights(page, filter.search, terms) : undefined;
  return { page, total: positions.length, facets, highlights };
}

/**
 * The list answer as JSON text (`ProductListResponse`), assembled from each product's stored JSON: no
 * per-request serialization of products.
 */
export function listCatalogue(model: CatalogueReadModel, query: ProductListQuery): Buffer {
  const { page, total, facets, highlights } = listPage(model, query);
  return Buffer.concat([
    Buffer.from('{"success":true,"results":'),
    model.jsonArray(page),
    Buffer.from(
      `,"total":${total},"page":${query.page},"limit":${query.limit},"facets":${JSON.stringify(facets)}` +
        `${highlights ? `,"highlights":${JSON.stringify(highlights)}` : ''}}`,
    ),
  ]);
}

/** The same answer as objects, for the pages rendered in this process. */
export function listCatalogueProducts(
  model: CatalogueReadModel,
  query: ProductListQuery,
): ProductListResponse {
  const { page, total, facets, highlights } = listPage(model, query);
  const results = model.products(page);
  return {
    success: true,
    results,
    total,
    page: query.page,
    limit: query.limit,
    facets,
    ...(highlights && { highlights }),
  };
}

/**
 * listCatalogue's answer to a raw query string, made once per catalogue state: `parse` (the contract's) runs
 * only when the answer is not cached, and a query it rejects caches nothing.
 */
export function listCatalogueCached(
  model: CatalogueReadModel,
  queryString: string,
  parse: () => ProductListQuery,
): Buffer {
  return model.answer(`list?${queryString}`, () => listCatalogue(model, parse()));
}

/**
 * catalogueProductJson's answer to a raw product reference, made once per catalogue state: `parse` (the
 * contract's) runs only when the answer is not cached; unknown products and rejected references cache nothing.
 */
export function catalogueProductCached(
  model: CatalogueReadModel,
  ref: string,
  parse: () => string,
): Buffer | undefined {
  return model.answer(`product/${ref}`, () => catalogueProductJson(model, parse()));
}

/** `{ success, result }` as JSON (UTF-8), or undefined for an unknown product. */
export function catalogueProductJson(model: CatalogueReadModel, ref: string): Buffer | undefined {
  const json = model.productJson(ref);
  return json && Buffer.concat([Buffer.from('{"success":true,"result":'), json, Buffer.from('}')]);
}

/**
 * The static fallback catalogue: the first `count` products by id, with their current stock. As JSON text for
 * /data/products.json (what the browser falls back to), as objects for a page rendered here whose catalogue
 * read failed.
 */
export const staticCatalogueJson = (model: CatalogueReadModel, count: number): Buffer =>
  model.jsonArray(model.firstPositions(count));

export const staticCatalogueProducts = (model: CatalogueReadModel, count: number): Product[] =>
  model.products(model.firstPositions(count));

// Small batches keep the load's short-lived rows in V8's young generation (docs/benchmarks.md has the figures).
const LOAD_BATCH = 1000;

/**
 * A read model of the whole catalogue, loaded in id order a batch at a time (one query each, with the price
 * history before each sale: the lowest price of the 30 days before it), with the keys sold of each product. The next batch is asked for while this
 * one is indexed, so the database and this process work at the same time. PostgreSQL's JIT is off for the
 * load: it compiled every batch's query again, which took far longer than running it.
 */
export async function loadReadModel(db: Executor): Promise<CatalogueReadModel> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    const model = new CatalogueReadModel();
    const sales = await salesCounts(tx);
    for (let batch = productsAfter(tx, 0, LOAD_BATCH); ;) {
      const rows = await batch;
      const more = rows.length === LOAD_BATCH;
      if (more) batch = productsAfter(tx, rows[rows.length - 1]!.id, LOAD_BATCH);
      const lowest = new Map<number, number | null>();
      for (const row of rows) {
        if (row.historyBeforeSale && nextPriceChange(row, model.pricedAt) !== Infinity) {
          const startsAt = new Date(row.saleStartsAt!).toISOString();
          lowest.set(row.id, lowestPriceBeforeSale(row.historyBeforeSale, startsAt));
        }
      }
      model.add(rows, lowest, sales);
      if (!more) break;
    }
    return model.seal();
  });
}
