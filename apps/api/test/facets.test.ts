import {
  apiPaths,
  platformFilters,
  priceBands,
  productListResponseSchema,
  productTypes,
  type ProductListResponse,
} from '@keyshop/contracts';
import { platformFilterKeys } from '@keyshop/contracts/catalogue-query';
import { and, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';

type Filter = {
  /** Single short words: no typo tolerance, so the read model's matches are exactly SQL's substrings. */
  search?: string;
  featured?: boolean;
  minPrice?: number;
  maxPrice?: number;
  platform?: (typeof platformFilters)[number];
  type?: (typeof productTypes)[number];
  genres?: string[];
  inStock?: boolean;
  upcoming?: boolean;
};

const GENRES = ['Action', 'Adventure', 'RPG', 'Strategy', 'Indie', 'Open World', 'Horror'];

const filters: fc.Arbitrary<Filter> = fc
  .record(
    {
      search: fc.constantFrom('ra', 'sha', 'dlc', 'on', 'e', 'x', 'pass'),
      featured: fc.boolean(),
      minPrice: fc.integer({ min: 0, max: 40 }),
      maxPrice: fc.integer({ min: 0, max: 80 }),
      platform: fc.constantFrom(...platformFilters),
      type: fc.constantFrom(...productTypes),
      upcoming: fc.boolean(),
      genres: fc.uniqueArray(fc.constantFrom(...GENRES), { minLength: 1, maxLength: 3 }),
      inStock: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .map((f) =>
    f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice
      ? { ...f, maxPrice: f.minPrice }
      : f,
  );

/** The current price in SQL (the sale price while its sale runs and is lower), independently of the API's code. */
const price = sql.raw(
  '(CASE WHEN p.sale_starts_at <= now() AND now() < p.sale_ends_at AND p.sale_price < p.price THEN p.sale_price ELSE p.price END)',
);

/** Any of these platform keys, in SQL. */
const platformIn = (keys: readonly string[]) =>
  sql`p.platform IN (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;

/** The same filter in SQL, written independently of the API's code. */
function where(f: Filter): SQL {
  const platforms = f.platform && f.platform !== 'all' ? platformFilterKeys[f.platform] : undefined;
  return (
    and(
      f.search ? sql`lower(p.company_name) LIKE ${`%${f.search}%`}` : undefined,
      f.featured === undefined ? undefined : sql`p.featured = ${f.featured}`,
      f.minPrice === undefined ? undefined : sql`${price} >= ${f.minPrice}`,
      f.maxPrice === undefined ? undefined : sql`${price} <= ${f.maxPrice}`,
      platforms ? platformIn(platforms) : undefined,
      f.type ? sql`p.type = ${f.type}` : undefined,
      f.upcoming === undefined
        ? undefined
        : sql`(p.released_on IS NOT NULL AND p.released_on > (now() AT TIME ZONE 'UTC')::date) = ${f.upcoming}`,
      f.genres?.length
        ? sql`d.genres ?| ARRAY[${sql.join(
            f.genres.map((g) => sql`${g}`),
            sql`, `,
          )}]::text[]`
        : undefined,
      f.inStock ? sql`p.qty > 0` : undefined,
    ) ?? sql`true`
  );
}

forEachDriver('catalogue facets', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // With running sales: price filters and bands count the current price.
    t = await startTestApp({ driver, products: 150, maxKeysPerProduct: 3, sales: true });
    // Some products sold out, so the stock filter and facet have something to tell.
    for (const id of [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]) await setStock(t, id, 0);
  });
  afterAll(() => t.close());

  async function count(f: Filter, extra?: SQL): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      t.db.orm,
      sql`SELECT count(*)::int AS n FROM products p JOIN product_details d ON d.product_id = p.id
          WHERE ${where(f)} AND ${extra ?? sql`true`}`,
    );
    return Number(row!.n);
  }

  async function list(f: Filter): Promise<ProductListResponse> {
    const params = new URLSearchParams({ limit: '1' });
    for (const [key, value] of Object.entries(f)) {
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const res = await fetch(`${t.baseUrl}${apiPaths.products}?${params}`);
    expect(res.status).toBe(200);
    return productListResponseSchema.parse(await res.json());
  }

  it('counts every facet like SQL counts the same filter (each facet ignoring its own filter)', async () => {
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const { total, facets } = await list(f);
        expect(total).toBe(await count(f));
        const noPlatform = { ...f, platform: undefined };
        expect(facets!.platforms.all).toBe(await count(noPlatform));
        for (const [filter, keys] of Object.entries(platformFilterKeys)) {
          expect(facets!.platforms[filter as keyof typeof platformFilterKeys], filter).toBe(
            await count(noPlatform, platformIn(keys)),
          );
        }
        for (const type of productTypes) {
          expect(facets!.types[type], type).toBe(await count({ ...f, type }));
        }
        for (const genre of GENRES) {
          expect(facets!.genres[genre], genre).toBe(await count({ ...f, genres: [genre] }));
        }
        const noPrice = { ...f, minPrice: undefined, maxPrice: undefined };
        for (const [i, band] of priceBands.entries()) {
          const upper = band.max === null ? sql`true` : sql`${price} < ${band.max}`;
          expect(facets!.priceBands[i]!.count, `band ${band.min}`).toBe(
            await count(noPrice, sql`${price} >= ${band.min} AND ${upper}`),
          );
        }
        expect(facets!.inStock).toBe(await count({ ...f, inStock: true }));
      }),
      { numRuns: 25 },
    );
    // 25 runs of some 30 SQL counts each.
  }, 60_000);

  it('lists only products in stock with inStock=true, and any of several genres', async () => {
    const params = new URLSearchParams({ inStock: 'true', genres: 'RPG,Horror', limit: '100' });
    const body = productListResponseSchema.parse(
      await (await fetch(`${t.baseUrl}${apiPaths.products}?${params}`)).json(),
    );
    expect(body.results.length).toBeGreaterThan(0);
    for (const product of body.results) {
      expect(product.qty).toBeGreaterThan(0);
      expect(product.genres.some((g) => g === 'RPG' || g === 'Horror')).toBe(true);
    }
    expect(body.total).toBe(await count({ inStock: true, genres: ['RPG', 'Horror'] }));
  });
});
