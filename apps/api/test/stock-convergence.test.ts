import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPaths, type ProductUpdateEvent } from '@keyshop/contracts';
import fc from 'fast-check';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, everyView, orderBody, signUp, within, type Session } from './api';
import {
  setStock,
  startTestApp,
  stockVersions,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestApp,
} from './helpers';

/** The built web app (npm test builds it first): product pages are rendered, kept and served from the cache. */
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const withPages = existsSync(`${webDist}/server`);

const PRODUCTS = [1, 2, 3];

/** The stock a product page shows (its stock notice: every stock in these tests is below 100). */
async function pageStock(t: TestApp, id: number): Promise<number | undefined> {
  const html = await (await fetch(`${t.baseUrl}/product/${id}`)).text();
  if (html.includes('>Sold out<')) return 0;
  const low = />Only (\d+) keys? left</.exec(html);
  return low ? Number(low[1]) : undefined;
}

/** Whether list, search, detail (and the kept product page) of every process show the database's stock. */
async function showsDatabaseStock(processes: TestApp[]): Promise<boolean> {
  const stock = await stockVersions(processes[0]!, PRODUCTS);
  for (const t of processes) {
    for (const { productId, qty } of stock) {
      if (!(await everyView(t, productId)).every((p) => p.qty === qty)) return false;
      if (withPages && (await pageStock(t, productId)) !== qty) return false;
    }
  }
  return true;
}

/**
 * Delivers every catalogue message this process receives from Redis `delay()` ms late, so messages of
 * different commits cross on the way (a test's hold on CatalogueSync's private receive).
 */
function delayMessages(t: TestApp, delay: () => number): void {
  const sync = t.app.catalogue as unknown as { receive(text: string): void };
  const receive = sync.receive.bind(sync);
  sync.receive = (text) => void setTimeout(() => receive(text), delay());
}

/** Cuts this process's Redis subscription (it reconnects by itself). */
async function dropSubscription(t: TestApp, redisPrefix: string): Promise<void> {
  const admin = createClient({ url: TEST_REDIS_URL });
  await admin.connect();
  try {
    const list = await admin.sendCommand<string>(['CLIENT', 'LIST']);
    const name = `name=${redisPrefix}:catalogue:${t.app.catalogue.id}`;
    const id = /\bid=(\d+)/.exec(list.split('\n').find((line) => line.includes(name)) ?? '')?.[1];
    if (id) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
  } finally {
    await admin.close();
  }
}

const order = fc.record({
  on: fc.constantFrom(0, 1),
  productId: fc.constantFrom(...PRODUCTS),
  qty: fc.integer({ min: 1, max: 3 }),
});

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)(
  'stock on two processes whose messages are delayed and reordered',
  () => {
    const redisPrefix = `keyshop-convergence-${randomBytes(4).toString('hex')}`;
    let processes: TestApp[];
    let shoppers: Session[];
    let delays: number[] = [0];
    let next = 0;
    const delay = () => delays[next++ % delays.length]!;
    beforeAll(async () => {
      const options = { driver: 'postgres', redisUrl: TEST_REDIS_URL, redisPrefix } as const;
      const a = await startTestApp({ ...options, products: 5, ...(withPages ? { webDist } : {}) });
      const b = await startTestApp({ ...options, schema: a.schema, ...(withPages ? { webDist } : {}) });
      processes = [a, b];
      for (const t of processes) delayMessages(t, delay);
      shoppers = await Promise.all([signUp(a), signUp(b), signUp(a)]);
    });
    afterAll(async () => {
      await processes?.[1]?.close({ keepData: true });
      await processes?.[0]?.close();
    });

    /** Sets the products' stock, has every view (and page) kept, then runs the orders at once. */
    async function burst(
      orders: { on: number; productId: number; qty: number }[],
      during?: () => Promise<void>,
    ) {
      for (const id of PRODUCTS) await setStock(processes[0]!, id, 12);
      await within(5_000, () => showsDatabaseStock(processes));
      const answers = await Promise.all([
        ...orders.map((o, i) =>
          call(processes[o.on]!, 'POST', apiPaths.order, {
            token: shoppers[i % shoppers.length]!.token,
            body: orderBody([{ productId: o.productId, qty: o.qty }]),
          }),
        ),
        during?.(),
      ]);
      expect(answers.filter((answer) => answer && ![201, 409].includes(answer.status))).toEqual([]);
      // Converges; how soon is the benchmark's to measure, not this test's.
      await within(5_000, () => showsDatabaseStock(processes));
    }

    it('every process shows the database stock after the last order, whatever the order of messages', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(order, { minLength: 4, maxLength: 24 }),
          fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 16 }),
          async (orders, messageDelays) => {
            delays = messageDelays;
            await burst(orders);
          },
        ),
        { numRuns: 6 },
      );
    }, 120_000);

    it('heals the same way when a Redis connection drops during the burst', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(order, { minLength: 8, maxLength: 24 }),
          fc.constantFrom(0, 1),
          fc.integer({ min: 0, max: 20 }),
          async (orders, cut, after) => {
            delays = [5, 0, 15];
            await burst(orders, async () => {
              await new Promise((resolve) => setTimeout(resolve, after));
              await dropSubscription(processes[cut]!, redisPrefix);
            });
          },
        ),
        { numRuns: 3 },
      );
    }, 120_000);
  },
);

describe('a read model under stock events in any order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 3 });
  });
  afterAll(() => t.close());

  it('ends at the newest version, and reports a jump over missed versions', async () => {
    let from = (await stockVersions(t, [2]))[0]!.version;
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(
          Array.from({ length: 8 }, (_, i) => i + 1),
          { minLength: 1 },
        ),
        async (steps) => {
          const model = t.app.catalogue.model;
          from += 100;
          const event = (step: number): ProductUpdateEvent => ({
            productId: 2,
            qty: step,
            totalQty: step,
            version: from + step,
          });
          // The model starts each run below every event's version.
          model.applyStock([{ productId: 2, qty: 0, totalQty: 0, version: from }]);
          const shown = steps.map(event);
          const gaps = shown.flatMap((e) => model.applyStock([e]).gaps);
          const newest = Math.max(...steps);
          const detail = JSON.parse(String(model.productJson('2'))) as { qty: number; stockVersion: number };
          expect(detail).toMatchObject({ qty: newest, stockVersion: from + newest });
          // A version jump was reported unless the events came one by one from the start.
          const inSequence = steps.every((step, i) => step === i + 1);
          expect(gaps.length > 0).toBe(!inSequence);
        },
      ),
    );
  });
});
