import {
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  staticCatalogueSchema,
  type Product,
  type ProductListQueryInput,
} from '@keyshop/contracts';
import { findInCatalogue, queryCatalogue } from '@keyshop/contracts/catalogue-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedCatalogue } from './generated-catalogue';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

const COUNT = 40;
const KEYS = 20;
/**
 * What the seeded test catalogue holds: the generator's products with key pools capped at KEYS, at the first
 * stock version (seeding writes the stock itself).
 */
const catalogue: Product[] = generatedCatalogue(COUNT).map((p) => ({
  ...p,
  qty: Math.min(p.qty, KEYS),
  totalQty: Math.min(p.qty, KEYS),
  stockVersion: 0,
}));
const price = (p: Product) => Number(p.price);
const name = (p: Product) => p.company_name.toLowerCase();
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const ids = (products: Product[]) => products.map((p) => p.id);

const expectedOrder: Record<string, (a: Product, b: Product) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || price(b) - price(a) || a.id - b.id,
  // The latest release first (an unknown day last), then the highest id.
  new: (a, b) => cmp(b.releaseDate ?? '', a.releaseDate ?? '') || b.id - a.id,
  'price-asc': (a, b) => price(a) - price(b) || a.id - b.id,
  'price-desc': (a, b) => price(b) - price(a) || b.id - a.id,
  'name-asc': (a, b) => cmp(name(a), name(b)) || a.id - b.id,
  'name-desc': (a, b) => cmp(name(b), name(a)) || b.id - a.id,
};

forEachDriver('catalogue', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: COUNT, maxKeysPerProduct: KEYS });
  });
  afterAll(() => t.close());

  async function list(query: ProductListQueryInput | Record<string, string | number>) {
    const params = new URLSearchParams(
      Object.entries(query as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await fetch(`${t.baseUrl}/api/kinguin/products?${params}`);
    expect(res.status).toBe(200);
    return productListResponseSchema.parse(await res.json());
  }

  describe('GET /api/kinguin/products', () => {
    it('answers every product with every field, 100 per page by default', async () => {
      const body = await list({});
      expect(body).toMatchObject({ success: true, total: COUNT, page: 1, limit: 100 });
      expect(body.results).toHaveLength(COUNT);
      const byId = new Map(catalogue.map((p) => [p.id, p]));
      for (const product of body.results) expect(product).toEqual(byId.get(product.id));
    });

    it('says where each key activates: worldwide or a list of regions, in a realistic mix', async () => {
      const { results } = await list({});
      const kinds = results.map((p) => p.regionalLimitations.kind);
      expect(kinds).toContain('worldwide');
      expect(kinds).toContain('regions');
      const limited = results.find((p) => p.regionalLimitations.kind === 'regions')!;
      const res = await fetch(`${t.baseUrl}/api/kinguin/products/${limited.id}`);
      const { result } = productDetailResponseSchema.parse(await res.json());
      expect(result.regionalLimitations).toEqual({ kind: 'regions', regions: expect.any(Array) });
      expect(result.regionalLimitations).toEqual(limited.regionalLimitations);
    });

    it.each(Object.keys(expectedOrder))('sorts by %s', async (sortBy) => {
      const body = await list({ sortBy, limit: COUNT });
      expect(ids(body.results)).toEqual(ids([...catalogue].sort(expectedOrder[sortBy])));
    });

    it.each([
      ['name', 'asc', 'name-asc'],
      ['name', 'desc', 'name-desc'],
      ['price', 'asc', 'price-asc'],
      ['price', 'desc', 'price-desc'],
    ])('sorts by %s with sortType %s like %s', async (sortBy, sortType, same) => {
      const body = await list({ sortBy, sortType, limit: COUNT });
      expect(ids(body.results)).toEqual(ids([...catalogue].sort(expectedOrder[same])));
    });

    it('pages without overlap or gaps', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((page) => list({ page, limit: 7, sortBy: 'new' })),
      );
      expect(pages.map((p) => p.results.length)).toEqual([7, 7, 7, 7, 7, 5]);
      expect(pages.flatMap((p) => ids(p.results))).toEqual(ids([...catalogue].sort(expectedOrder.new)));
      expect(pages[1]).toMatchObject({ page: 2, limit: 7, total: COUNT });
      expect((await list({ page: 99, limit: 7 })).results).toEqual([]);
    });

    it('filters featured products', async () => {
      const body = await list({ featured: 'true', limit: COUNT });
      const featured = catalogue.filter((p) => p.featured);
      expect(featured.length).toBeGreaterThan(0);
      expect(body.total).toBe(featured.length);
      expect(body.results.every((p) => p.featured)).toBe(true);
      expect((await list({ featured: 'false' })).total).toBe(COUNT - featured.length);
    });

    it('filters by price range, both ends inclusive', async () => {
      const sorted = [...catalogue].sort(expectedOrder['price-asc']);
      const min = price(sorted[5]!);
      const max = price(sorted[30]!);
      const body = await list({ minPrice: min, maxPrice: max, sortBy: 'price-asc', limit: COUNT });
      const expected = sorted.filter((p) => price(p) >= min && price(p) <= max);
      expect(ids(body.results)).toEqual(ids(expected));
      expect(body.results[0]!.price).toBe(min);
      expect(body.results.at(-1)!.price).toBe(max);
      expect((await list({ minPrice: '', maxPrice: '' })).total).toBe(COUNT);
    });

    it.each([
      ['steam', 'steam'],
      ['epic-games', 'epic'],
      ['battle-net', 'battle-net'],
      ['gog', 'gog'],
    ])('filters platform %s (platforms.%s)', async (platform, key) => {
      const body = await list({ platform, limit: COUNT });
      const expected = catalogue.filter((p) => p.platforms[key]);
      expect(body.total).toBe(expected.length);
      expect(ids(body.results).sort()).toEqual(ids(expected).sort());
    });

    it('treats platform all as no filter and combines filters', async () => {
      expect((await list({ platform: 'all' })).total).toBe(COUNT);
      const body = await list({ platform: 'steam', maxPrice: 30, sortBy: 'price-desc' });
      const expected = catalogue
        .filter((p) => p.platforms.steam && price(p) <= 30)
        .sort(expectedOrder['price-desc']);
      expect(ids(body.results)).toEqual(ids(expected));
    });

    it('searches company_name case-insensitively, trimmed', async () => {
      const word = catalogue[0]!.company_name.split(' ')[0]!.slice(1, 5);
      const body = await list({
        search: `  ${word.toUpperCase()} `,
        sortBy: 'name',
        sortType: 'asc',
        limit: 10,
      });
      const expected = catalogue
        .filter((p) => name(p).includes(word.toLowerCase()))
        .sort(expectedOrder['name-asc']);
      expect(body.total).toBe(expected.length);
      expect(ids(body.results)).toEqual(ids(expected.slice(0, 10)));
      expect((await list({ search: 'zzzz-no-such-game' })).results).toEqual([]);
    });

    it('matches % and _ literally in a search', async () => {
      expect((await list({ search: '%' })).total).toBe(0);
      expect((await list({ search: '_' })).total).toBe(0);
    });

    it.each([
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1&page=2', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['sortBy=price%3B%20DROP%20TABLE%20products', 'sortBy'],
      ['sortType=sideways', 'sortType'],
      ['featured=maybe', 'featured'],
      ['platform=amiga', 'platform'],
      ['minPrice=cheap', 'minPrice'],
      ['minPrice=50&maxPrice=10', 'minPrice'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const res = await fetch(`${t.baseUrl}/api/kinguin/products?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: unknown; errors: unknown[] };
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors).toContainEqual({ field, message: expect.any(String) });
    });
  });

  describe('GET /api/kinguin/products/:id', () => {
    const product = catalogue[6]!;
    it.each([
      ['id', String(product.id)],
      ['originalId', product.originalId],
      ['productId', product.productId],
      ['kinguinId', String(product.kinguinId)],
    ])('finds a product by its %s', async (_kind, ref) => {
      const res = await fetch(`${t.baseUrl}/api/kinguin/products/${encodeURIComponent(ref)}`);
      expect(res.status).toBe(200);
      expect(productDetailResponseSchema.parse(await res.json())).toEqual({ success: true, result: product });
    });

    it('answers 400 for a blank id', async () => {
      const res = await fetch(`${t.baseUrl}/api/kinguin/products/%20`);
      expect(res.status).toBe(400);
    });

    it.each(['999999', 'no-such-product', '99999999999999', '0', 'a%27%20OR%201%3D1'])(
      'answers 404 for %s',
      async (ref) => {
        const res = await fetch(`${t.baseUrl}/api/kinguin/products/${ref}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, message: 'Product not found' });
      },
    );
  });

  // The static catalogue's filter, sort and lookup are the contracts' (the browser and the server render fall
  // back to the same code): over /data/products.json (every product here) they answer what the API answers.
  describe('the static catalogue', () => {
    it.each<Record<string, string | number>>([
      {},
      { limit: 24 },
      { sortBy: 'featured', sortType: 'desc', featured: 'true', limit: 24 },
      { sortBy: 'new', limit: 10, page: 2 },
      { sortBy: 'price-asc', minPrice: 10, maxPrice: 40 },
      { sortBy: 'price', sortType: 'desc', platform: 'steam' },
      { sortBy: 'name', sortType: 'asc', search: 'a', limit: 10 },
      { sortBy: 'name-desc', platform: 'epic-games', inStock: 'true' },
      { sortBy: 'new', genres: 'RPG', featured: 'false' },
    ])('answers %o as the API does', async (raw) => {
      const file = staticCatalogueSchema.parse(await (await fetch(`${t.baseUrl}/data/products.json`)).json());
      expect(file).toHaveLength(COUNT);
      const fromApi = await list(raw);
      const fromFile = queryCatalogue(file, productListQuerySchema.parse(raw));
      expect(fromApi.results.length).toBeGreaterThan(0);
      expect(ids(fromFile.results)).toEqual(ids(fromApi.results));
      expect(fromFile.total).toBe(fromApi.total);
    });

    it('finds a product by any identifier the API finds it by', async () => {
      const file = staticCatalogueSchema.parse(await (await fetch(`${t.baseUrl}/data/products.json`)).json());
      const product = file[9]!;
      for (const ref of [
        String(product.id),
        product.originalId,
        product.productId,
        String(product.kinguinId),
      ]) {
        const res = await fetch(`${t.baseUrl}/api/kinguin/products/${encodeURIComponent(ref)}`);
        expect(productDetailResponseSchema.parse(await res.json()).result.id).toBe(product.id);
        expect(findInCatalogue(file, ref)?.id).toBe(product.id);
      }
      expect(findInCatalogue(file, 'no-such-product')).toBeUndefined();
    });
  });
});
