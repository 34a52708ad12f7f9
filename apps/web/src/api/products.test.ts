import { apiPaths, staticCatalogueSchema, type Product } from '@keyshop/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from './client';
import {
  fetchProductList,
  getProduct,
  httpCatalogue,
  searchProducts,
  toListQuery,
  type ProductQuery,
} from './products';

// Real API over HTTP; "API down" points the calls at a closed port while /data/products.json stays reachable.
const apiDown = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setApiBaseUrl('http://127.0.0.1:9');
};
const ids = (products: Product[]) => products.map((product) => product.id);

let catalogue: Product[];
beforeAll(async () => {
  catalogue = staticCatalogueSchema.parse(await (await fetch(apiPaths.staticCatalogue)).json());
});

afterEach(() => {
  setApiBaseUrl('');
  vi.restoreAllMocks();
});

const queries: ProductQuery[] = [
  { limit: 24 },
  { sortBy: 'featured', limit: 24 },
  { sortBy: 'new', limit: 10, page: 2 },
  { sortBy: 'price-asc', minPrice: 10, maxPrice: 40 },
  { sortBy: 'price-desc', platform: 'steam' },
  { sortBy: 'name-asc', platform: 'epic-games' },
  { sortBy: 'name-desc', search: 'a', limit: 5 },
  { genres: ['RPG', 'Action'], inStock: true, limit: 24 },
];

describe('product list', () => {
  it('asks for a screen’s query the way the spec describes', () => {
    expect(toListQuery({ sortBy: 'featured', limit: 24, search: '  ', platform: 'all' })).toEqual({
      page: 1,
      limit: 24,
      sortBy: 'featured',
      sortType: 'desc',
      featured: true,
      platform: 'all',
    });
    expect(toListQuery({ sortBy: 'price-asc' })).toMatchObject({ sortType: 'asc', limit: 100 });
  });

  it.each(queries)('the static fallback answers %o exactly as the API does', async (query) => {
    const fromApi = await fetchProductList(httpCatalogue, toListQuery(query));
    expect(fromApi.results.length).toBeGreaterThan(0);
    apiDown();
    const fromFile = await fetchProductList(httpCatalogue, toListQuery(query));
    expect(ids(fromFile.results)).toEqual(ids(fromApi.results));
    expect(fromFile.total).toBe(fromApi.total);
  });
});

describe('search', () => {
  it('asks for the first 10 by name and falls back to the file the same way', async () => {
    const fromApi = await searchProducts(httpCatalogue, '  e ');
    expect(fromApi.results).toHaveLength(10);
    expect(fromApi.results.every((product) => product.company_name.toLowerCase().includes('e'))).toBe(true);
    apiDown();
    expect(ids((await searchProducts(httpCatalogue, 'e')).results)).toEqual(ids(fromApi.results));
  });

  it("passes on the API's highlights: where each name holds the text", async () => {
    const { results, highlights } = await searchProducts(httpCatalogue, 'e');
    expect(highlights).toHaveLength(results.length);
    results.forEach((product, i) => {
      const [[start, end]] = highlights![i]! as [[number, number]];
      expect(product.company_name.slice(start, end).toLowerCase()).toBe('e');
    });
  });
});

describe('product detail', () => {
  it('finds a product by any of its identifiers, with and without the API', async () => {
    const product = catalogue[3]!;
    for (const ref of [
      String(product.id),
      product.originalId,
      product.productId,
      String(product.kinguinId),
    ]) {
      expect((await getProduct(httpCatalogue, ref)).id).toBe(product.id);
    }
    apiDown();
    for (const ref of [
      String(product.id),
      product.originalId,
      product.productId,
      String(product.kinguinId),
    ]) {
      expect((await getProduct(httpCatalogue, ref)).id).toBe(product.id);
    }
  });

  it("is a 404 'Product not found' when neither the API nor the file has it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getProduct(httpCatalogue, 'no-such-product')).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    apiDown();
    await expect(getProduct(httpCatalogue, 'no-such-product')).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
  });
});
