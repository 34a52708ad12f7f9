import {
  apiPaths,
  orderSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  type Product,
} from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  currentPrice,
  discountedPrice,
  lowestPrice,
  lowestPriceBeforeSale,
  type PricePoint,
} from '../src/catalogue/pricing';
import { queryRows } from '../src/db/database';
import { insertPriceHistory } from '../src/db/prices-repo';
import { putOnSale } from '../src/services/sales';
import { call, orderBody, signUp } from './api';
import { forEachDriver, setStock, startTestApp, type TestApp } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('currentPrice', () => {
  const start = new Date('2026-11-20T10:00:00Z');
  const end = new Date('2026-11-27T10:00:00Z');
  const row = { price: 40, salePrice: 30, saleStartsAt: start, saleEndsAt: end };
  const at = (ms: number) => currentPrice(row, new Date(ms));

  it('runs a sale from its start (inclusive) to its end (exclusive)', () => {
    expect(at(start.getTime() - 1)).toEqual({ price: 40, regularPrice: 40, sale: null });
    expect(at(start.getTime())).toEqual({
      price: 30,
      regularPrice: 40,
      sale: { startsAt: start.toISOString(), endsAt: end.toISOString(), percentOff: 25 },
    });
    expect(at(end.getTime() - 1).price).toBe(30);
    expect(at(end.getTime())).toEqual({ price: 40, regularPrice: 40, sale: null });
  });

  it('ignores a "sale" that is not below the regular price, and no sale at all', () => {
    expect(currentPrice({ ...row, salePrice: 40 }, start).sale).toBeNull();
    expect(currentPrice({ price: 9.99 })).toEqual({ price: 9.99, regularPrice: 9.99, sale: null });
  });

  it('rounds a percentage off to the cent', () => {
    expect(discountedPrice(19.99, 25)).toBe(14.99);
    expect(discountedPrice(10.1, 15)).toBe(8.59);
    expect(discountedPrice(59.99, 75)).toBe(15);
  });
});

describe('lowestPrice', () => {
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  /** The price in effect at `ms`: the last change at or before it. */
  const priceAt = (history: PricePoint[], ms: number) =>
    history.filter((p) => p.changedAt.getTime() <= ms).sort((a, b) => +b.changedAt - +a.changedAt)[0]?.price;
  const histories = fc
    .uniqueArray(fc.integer({ min: 0, max: 120 * 24 }), { minLength: 1, maxLength: 25 })
    .chain((hours) =>
      fc.tuple(
        fc.constant(hours),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: hours.length, maxLength: hours.length }),
      ),
    )
    .map(([hours, cents]) =>
      hours.map((h, i) => ({ changedAt: new Date(t0 + h * HOUR), price: cents[i]! / 100 })),
    );

  it('equals the minimum over every hour of the 30-day window of a generated history', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 30 * 24, max: 130 * 24 }), (history, endHour) => {
        const to = t0 + endHour * HOUR;
        const from = to - 30 * DAY;
        // Changes fall on whole hours, so sampling each hour of [from, to) sees every price in effect.
        const sampled: number[] = [];
        for (let ms = from; ms < to; ms += HOUR) {
          const p = priceAt(history, ms);
          if (p !== undefined) sampled.push(p);
        }
        const expected = sampled.length ? Math.min(...sampled) : null;
        expect(lowestPrice(history, new Date(from), new Date(to))).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('measures a sale against the 30 days before it began, not against itself', () => {
    const start = new Date(t0 + 60 * DAY);
    const history = [
      { changedAt: new Date(t0), price: 50 },
      { changedAt: new Date(t0 + 20 * DAY), price: 20 }, // an earlier sale, more than 30 days before
      { changedAt: new Date(t0 + 25 * DAY), price: 50 },
      { changedAt: new Date(t0 + 45 * DAY), price: 42 }, // inside the 30 days
      { changedAt: new Date(t0 + 50 * DAY), price: 50 },
      { changedAt: start, price: 30 },
    ];
    expect(lowestPriceBeforeSale(history, start.toISOString())).toBe(42);
  });
});

forEachDriver('sales', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 80, sales: true, env: { REGISTER_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const product = async (id: number): Promise<Product> =>
    productDetailResponseSchema.parse((await call(t, 'GET', apiPaths.product(id))).body).result;
  const list = async (query: string) =>
    productListResponseSchema.parse((await call(t, 'GET', `${apiPaths.products}?limit=100&${query}`)).body)
      .results;
  const regular = async (id: number) =>
    Number(
      (await queryRows<{ price: string }>(t.db.orm, sql`SELECT price FROM products WHERE id = ${id}`))[0]!
        .price,
    );
  /** Through the service, as an operator would: every read model is told. */
  const sale = (id: number, price: number, startsAt: Date, endsAt: Date) =>
    putOnSale({ db: t.db.orm, catalogue: t.app.catalogue }, id, { price, startsAt, endsAt });

  it('seeds a realistic share of the catalogue on sale, each with its history', async () => {
    const all = await list('');
    const onSale = all.filter((p) => p.sale);
    expect(onSale.length / all.length).toBeGreaterThan(0.1);
    expect(onSale.length / all.length).toBeLessThan(0.45);
    for (const p of onSale) {
      expect(Number(p.price)).toBeLessThan(Number(p.regularPrice));
      expect(p.sale!.percentOff).toBe(Math.round((1 - Number(p.price) / Number(p.regularPrice)) * 100));
      expect(Date.parse(p.sale!.endsAt)).toBeGreaterThan(Date.now());
      expect(p.lowestPrice30d).toEqual(expect.any(Number));
    }
    for (const p of all.filter((x) => !x.sale)) {
      expect(p).toMatchObject({ price: p.regularPrice, lowestPrice30d: null });
    }
  });

  it('uses the sale price inside the window only, at its edges', async () => {
    const id = 3;
    const base = await regular(id);
    const now = Date.now();
    const cases = [
      { startsAt: now - 1_000, endsAt: now + 60_000, running: true },
      { startsAt: now + 60_000, endsAt: now + 120_000, running: false },
      { startsAt: now - 120_000, endsAt: now - 1_000, running: false },
    ];
    for (const c of cases) {
      await sale(id, discountedPrice(base, 20), new Date(c.startsAt), new Date(c.endsAt));
      const p = await product(id);
      expect(p.price, JSON.stringify(c)).toBe(c.running ? discountedPrice(base, 20) : base);
      expect(p.regularPrice).toBe(base);
      expect(p.sale).toEqual(c.running ? { endsAt: new Date(c.endsAt).toISOString(), percentOff: 20 } : null);
    }
  });

  it('starts and ends a sale on time in list, filters, sort and detail, with no database event', async () => {
    const id = 7;
    const base = await regular(id);
    const salePrice = 0.02;
    const startsAt = Date.now() + HOUR;
    const endsAt = startsAt + DAY;
    await sale(id, salePrice, new Date(startsAt), new Date(endsAt));
    const seen = async () => {
      const sorted = await list('sortBy=price-asc');
      return {
        detail: (await product(id)).price,
        cheapest: sorted[0]?.id === id,
        filtered: (await list('maxPrice=0.02')).some((p) => p.id === id),
      };
    };
    const regularly = { detail: base, cheapest: false, filtered: false };
    const onSale = { detail: salePrice, cheapest: true, filtered: true };
    // Only the clock moves (the database's now() is not consulted by catalogue reads).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [at, expected] of [
        [startsAt - 1, regularly],
        [startsAt, onSale],
        [endsAt - 1, onSale],
        [endsAt, regularly],
      ] as const) {
        vi.setSystemTime(at);
        expect(await seen(), new Date(at).toISOString()).toEqual(expected);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the lowest price of the 30 days before the sale, computed from a generated history', async () => {
    const id = 4;
    const base = await regular(id);
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    const rng = fc.sample(fc.integer({ min: 50, max: 150 }), { numRuns: 40, seed: 42 });
    // Hourly-aligned changes over the last 70 days, some far below the regular price.
    const history = rng.map((percent, i) => ({
      productId: id,
      changedAt: new Date(hour - (70 * DAY - i * 42 * HOUR)),
      price: Math.round(base * percent) / 100,
    }));
    await t.db.orm.execute(sql`DELETE FROM price_history WHERE product_id = ${id}`);
    await t.db.orm.transaction((tx) => insertPriceHistory(tx, history));
    const startsAt = new Date(hour - 2 * HOUR);
    await sale(id, discountedPrice(base, 30), startsAt, new Date(hour + 5 * DAY));
    const points = history.map(({ changedAt, price }) => ({ changedAt, price }));
    const expected = lowestPrice(points, new Date(startsAt.getTime() - 30 * DAY), startsAt);
    expect(expected).not.toBeNull();
    const p = await product(id);
    expect(p.lowestPrice30d).toBe(expected);
    expect(
      (await list(`search=${encodeURIComponent(p.company_name)}`)).find((x) => x.id === id)?.lowestPrice30d,
    ).toBe(expected);
  });

  it('sorts, filters and charges by the current price', async () => {
    const id = 5;
    const base = await regular(id);
    const cheap = 0.01;
    await sale(id, cheap, new Date(Date.now() - HOUR), new Date(Date.now() + DAY));
    expect((await list('sortBy=price-asc'))[0]?.id).toBe(id);
    expect((await list('sortBy=price-desc')).at(-1)?.id).toBe(id);
    expect((await list('maxPrice=0.01')).map((p) => p.id)).toEqual([id]);
    expect((await list(`minPrice=${base}&maxPrice=${base}`)).map((p) => p.id)).not.toContain(id);

    const buyer = await signUp(t, 'saver');
    await setStock(t, id, 2);
    const res = await call(t, 'POST', apiPaths.order, {
      token: buyer.token,
      body: orderBody([{ productId: id, qty: 2 }]),
    });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(res.body);
    expect(order.items[0]?.unitPrice).toBe(cheap);
    expect(order.total).toBe(0.02);
    // The amount to pay, in cents, is the sale price's.
    expect(order.payment.amountCents).toBe(2);
  });

  it('records every price change of a sale in the history (start and end)', async () => {
    const id = 6;
    const base = await regular(id);
    const startsAt = new Date(Math.floor(Date.now() / 1000) * 1000 + DAY);
    const endsAt = new Date(startsAt.getTime() + 3 * DAY);
    await sale(id, discountedPrice(base, 50), startsAt, endsAt);
    const rows = await queryRows<{ changed_at: Date; price: number }>(
      t.db.orm,
      sql`SELECT changed_at, price::float8 AS price FROM price_history WHERE product_id = ${id} AND changed_at > now() ORDER BY changed_at`,
    );
    expect(rows.map((r) => [new Date(r.changed_at).toISOString(), Number(r.price)])).toEqual([
      [startsAt.toISOString(), discountedPrice(base, 50)],
      [endsAt.toISOString(), base],
    ]);
  });
});
