import {
  apiPaths,
  platformFilters,
  productListResponseSchema,
  productTypes,
  type Product,
} from '@keyshop/contracts';
import { platformFilterKeys } from '@keyshop/contracts/catalogue-query';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

const PRODUCTS = 300;
const today = () => new Date().toISOString().slice(0, 10);

forEachDriver('browsing by console, type and list', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: PRODUCTS, maxKeysPerProduct: 2 });
  });
  afterAll(() => t.close());

  async function list(query: Record<string, string>): Promise<{ total: number; results: Product[] }> {
    const res = await fetch(
      `${t.baseUrl}${apiPaths.products}?${new URLSearchParams({ limit: '100', ...query })}`,
    );
    expect(res.status, JSON.stringify(query)).toBe(200);
    const body = productListResponseSchema.parse(await res.json());
    let results = body.results;
    for (let page = 2; results.length < body.total; page++) {
      const next = await fetch(
        `${t.baseUrl}${apiPaths.products}?${new URLSearchParams({ limit: '100', ...query, page: String(page) })}`,
      );
      results = [...results, ...productListResponseSchema.parse(await next.json()).results];
    }
    return { total: body.total, results };
  }

  it('isolates every product by its own platform, PC storefronts and consoles alike', async () => {
    const seen = new Map<number, string>();
    for (const filter of platformFilters.filter((p) => p !== 'all' && p !== 'pc')) {
      const { results } = await list({ platform: filter });
      for (const product of results) {
        expect(seen.get(product.id), `${product.id} in ${filter}`).toBeUndefined();
        seen.set(product.id, filter);
        const [key] = platformFilterKeys[filter];
        expect(product.platforms[key], `${product.id} on ${key}`).toBe(true);
      }
    }
    expect(seen.size).toBe(PRODUCTS);
    const consoles = ['xbox', 'playstation', 'nintendo'] as const;
    for (const console of consoles) expect((await list({ platform: console })).total).toBeGreaterThan(0);
    const pc = await list({ platform: 'pc' });
    const consoleTotal = (await Promise.all(consoles.map((c) => list({ platform: c })))).reduce(
      (sum, { total }) => sum + total,
      0,
    );
    expect(pc.total + consoleTotal).toBe(PRODUCTS);
  });

  it('lists games, DLCs and subscriptions apart, and counts each in the facets', async () => {
    const { facets } = productListResponseSchema.parse(
      await (await fetch(`${t.baseUrl}${apiPaths.products}?limit=1`)).json(),
    );
    let sum = 0;
    for (const type of productTypes) {
      const { total, results } = await list({ type });
      expect(total, type).toBe(facets!.types[type]);
      expect(total, type).toBeGreaterThan(0);
      sum += total;
      for (const product of results) expect(product.type).toBe(type);
    }
    expect(sum).toBe(PRODUCTS);
    for (const dlc of (await list({ type: 'dlc' })).results) expect(dlc.company_name).toMatch(/ DLC$/);
  });

  it('splits upcoming from released by release date, and sorts the newest release first', async () => {
    const upcoming = await list({ upcoming: 'true' });
    const released = await list({ upcoming: 'false' });
    expect(upcoming.total).toBeGreaterThan(0);
    expect(upcoming.total + released.total).toBe(PRODUCTS);
    for (const product of upcoming.results) expect(product.releaseDate! > today()).toBe(true);
    for (const product of released.results) expect(product.releaseDate! <= today()).toBe(true);
    const newest = (await list({ sortBy: 'new', upcoming: 'false' })).results.map((p) => p.releaseDate!);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('ranks bestsellers by keys sold in paid orders, and trending by those paid in the last 7 days', async () => {
    const [steady, recent, refunded, unpaid] = [11, 12, 13, 14];
    const order = async (productId: number, qty: number, status: string, paidDaysAgo: number | null) => {
      const [row] = await queryRows<{ id: string }>(
        t.db.orm,
        sql`INSERT INTO orders (status, total, paid_at)
            VALUES (${status}, 10, ${paidDaysAgo === null ? null : new Date(Date.now() - paidDaysAgo * 86_400_000)})
            RETURNING id`,
      );
      await t.db.orm.execute(
        sql`INSERT INTO order_items (order_id, product_id, company_name, qty, unit_price)
            VALUES (${row!.id}, ${productId}, 'x', ${qty}, 1)`,
      );
    };
    await order(steady, 5, 'paid', 30);
    await order(recent, 2, 'paid', 1);
    await order(refunded, 9, 'refunded', 2);
    await order(unpaid, 20, 'awaiting_payment', null);
    await t.app.catalogue.rebuild();
    const ids = async (sortBy: string) =>
      productListResponseSchema
        .parse(await (await fetch(`${t.baseUrl}${apiPaths.products}?sortBy=${sortBy}&limit=3`)).json())
        .results.map((p) => p.id);
    const unsold = [1, 2, 3, 4, 5].find((id) => ![steady, recent, refunded, unpaid].includes(id))!;
    expect(await ids('bestsellers')).toEqual([steady, recent, unsold]);
    expect(await ids('trending')).toEqual([recent, steady, unsold]);
  });

  describe('bad input', () => {
    it.each([
      ['type=bundle', 'type must be one of game, dlc, subscription'],
      ['platform=ps5', 'platform must be one of'],
      ['upcoming=yes', 'Expected true or false'],
      ['sortBy=popular', 'sortBy must be one of'],
    ])('%s is refused with a clear message', async (query, message) => {
      const res = await fetch(`${t.baseUrl}${apiPaths.products}?${query}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    });
  });
});
