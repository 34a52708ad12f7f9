import { randomBytes } from 'node:crypto';
import { apiPaths } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountedPrice } from '../src/catalogue/pricing';
import { seedCatalogue } from '../src/seed/seed';
import { announceCatalogueChange } from '../src/services/catalogue-sync';
import { putOnSale } from '../src/services/sales';
import { call, everyView, orderBody, quantities, signUp, within, type Session } from './api';
import {
  forEachDriver,
  setStock,
  startTestApp,
  testKeyVault,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestApp,
} from './helpers';

const buy = (t: TestApp, s: Session, productId: number, qty: number) =>
  call(t, 'POST', apiPaths.order, { token: s.token, body: orderBody([{ productId, qty }]) });

forEachDriver('catalogue read model', (driver) => {
  let t: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 20 });
    shopper = await signUp(t);
  });
  afterAll(() => t.close());

  it("shows an order's new stock in list, search and product page as soon as the order is answered", async () => {
    await setStock(t, 7, 5);
    expect(await quantities(t, 7)).toEqual([5, 5, 5]);
    expect((await buy(t, shopper, 7, 2)).status).toBe(201);
    expect(await quantities(t, 7)).toEqual([3, 3, 3]);
  });

  it('answers a product seeded after start once the catalogue changed', async () => {
    expect((await fetch(`${t.baseUrl}${apiPaths.products}/22`)).status).toBe(404);
    await seedCatalogue(t.db, { products: 22, maxKeysPerProduct: 20, vault: testKeyVault });
    await t.app.catalogue.announceChange();
    expect((await fetch(`${t.baseUrl}${apiPaths.products}/22`)).status).toBe(200);
    const list = await call(t, 'GET', `${apiPaths.products}?limit=1`);
    expect(list.body.total).toBe(22);
  });

  it('never sells from the read model: a stale copy cannot oversell', async () => {
    await setStock(t, 9, 5);
    // Keys removed behind the read model's back (no event): it still shows 5, the database has 1.
    await t.db.orm.execute(
      sql`DELETE FROM product_keys WHERE id IN
            (SELECT id FROM product_keys WHERE product_id = 9 AND order_id IS NULL LIMIT 4)`,
    );
    expect(await quantities(t, 9)).toEqual([5, 5, 5]);
    expect((await buy(t, shopper, 9, 2)).status).toBe(409);
    expect((await buy(t, shopper, 9, 1)).status).toBe(201);
    expect(await quantities(t, 9)).toEqual([0, 0, 0]);
  });
});

/** Two API processes on one PostgreSQL schema and one Redis, as behind a load balancer. */
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('read models of two processes over Redis', () => {
  const redisPrefix = `keyshop-catalogue-${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  let shopper: Session;
  beforeAll(async () => {
    a = await startTestApp({ driver: 'postgres', products: 10, redisUrl: TEST_REDIS_URL, redisPrefix });
    b = await startTestApp({ driver: 'postgres', schema: a.schema, redisUrl: TEST_REDIS_URL, redisPrefix });
    shopper = await signUp(a);
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
  });

  it('shows an order placed on one process in list, search and detail of the other within 100 ms', async () => {
    await setStock(a, 3, 6);
    await within(5_000, async () => (await quantities(b, 3)).every((qty) => qty === 6));
    expect((await buy(a, shopper, 3, 4)).status).toBe(201);
    const took = await within(100, async () => (await quantities(b, 3)).every((qty) => qty === 2));
    expect(took).toBeLessThan(100);
    expect(await quantities(a, 3)).toEqual([2, 2, 2]);
  });

  it('answers products seeded by the seed command on every process', async () => {
    await seedCatalogue(a.db, { products: 12, maxKeysPerProduct: 5, vault: testKeyVault });
    await announceCatalogueChange({ url: TEST_REDIS_URL, prefix: redisPrefix });
    for (const t of [a, b]) {
      await within(5_000, async () => (await fetch(`${t.baseUrl}${apiPaths.products}/12`)).status === 200);
    }
  });

  it('shows a sale put on one process in list, search and detail of the other', async () => {
    const regular = (await everyView(b, 5))[0]!.regularPrice!;
    const salePrice = discountedPrice(Number(regular), 40);
    const now = Date.now();
    await putOnSale({ db: a.db.orm, catalogue: a.app.catalogue }, 5, {
      price: salePrice,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
    });
    await within(5_000, async () => (await everyView(b, 5)).every((p) => p.price === salePrice));
    expect((await everyView(b, 5)).map((p) => p.sale?.percentOff)).toEqual([40, 40, 40]);
  });

  it('rebuilds after a Redis reconnect, catching up on what it may have missed', async () => {
    await setStock(a, 4, 8);
    await within(5_000, async () => (await quantities(b, 4))[0] === 8);
    // A change whose event b never sees (7 keys removed without one), then b's subscription is cut.
    await a.db.orm.execute(
      sql`DELETE FROM product_keys WHERE id IN
            (SELECT id FROM product_keys WHERE product_id = 4 AND order_id IS NULL LIMIT 7)`,
    );
    expect((await quantities(b, 4))[0]).toBe(8);
    const admin = createClient({ url: TEST_REDIS_URL });
    await admin.connect();
    try {
      const list = await admin.sendCommand<string>(['CLIENT', 'LIST']);
      const line = list
        .split('\n')
        .find((l) => l.includes(`name=${redisPrefix}:catalogue:${b.app.catalogue.id}`));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.sendCommand(['CLIENT', 'KILL', 'ID', id!]);
    } finally {
      await admin.close();
    }
    await within(5_000, async () => (await quantities(b, 4)).every((qty) => qty === 1));
  });

  it('answers with current stock after a restart', async () => {
    await b.close({ keepData: true });
    await setStock(a, 5, 9);
    expect((await buy(a, shopper, 5, 2)).status).toBe(201);
    b = await startTestApp({ driver: 'postgres', schema: a.schema, redisUrl: TEST_REDIS_URL, redisPrefix });
    expect(await quantities(b, 5)).toEqual([7, 7, 7]);
  });
});
