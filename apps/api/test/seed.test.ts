import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateKeys, generateProduct } from '../src/seed/generator';
import type { PlatformKey } from '../src/seed/platforms';
import { generatePricing } from '../src/seed/price-generator';
import { seedCatalogue } from '../src/seed/seed';
import { queryRows } from '../src/db/database';
import { deleteUnsoldKeys } from '../src/db/products-repo';
import { priceHistory, productDetails, products } from '../src/db/schema';
import { forEachDriver, keysWhere, startTestApp, testKeyVault, type TestApp } from './helpers';

const KEYS = 6;

forEachDriver('seeding', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 0 });
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      t.db.orm,
      sql`SELECT (SELECT count(*)::int FROM products) AS products,
                 (SELECT count(*)::int FROM product_details) AS details,
                 (SELECT count(*)::int FROM product_keys) AS keys,
                 (SELECT count(*)::int FROM products WHERE qty <> (
                    SELECT count(*) FROM product_keys k WHERE k.product_id = products.id AND k.order_id IS NULL)) AS wrong_qty`,
    );
    return row;
  };
  const keysOf = async (id: number) =>
    (await keysWhere(t, sql`product_id = ${id}`)).map((row) => row.key).sort();
  const expectedKeys = (id: number, cap = KEYS) => {
    const { row, stock } = generateProduct(id);
    return generateKeys(id, row.platform as PlatformKey, Math.min(stock, cap)).sort();
  };

  it("writes the generator's products: rows, details, capped key pools, sales and price histories", async () => {
    await seedCatalogue(t.db, { products: 30, maxKeysPerProduct: KEYS, vault: testKeyVault });
    const keyTotal = Array.from({ length: 30 }, (_, i) => expectedKeys(i + 1).length).reduce((a, b) => a + b);
    expect(await counts()).toEqual({ products: 30, details: 30, keys: keyTotal, wrong_qty: 0 });

    const { createdAt, updatedAt, qty, salePrice, saleStartsAt, saleEndsAt, ...rowColumns } =
      getTableColumns(products);
    const { productId, ...detailColumns } = getTableColumns(productDetails);
    void [createdAt, updatedAt, productId];
    for (const id of [1, 17, 30]) {
      const [stored] = await t.db.orm
        .select({ ...rowColumns, ...detailColumns, qty, salePrice, saleStartsAt, saleEndsAt })
        .from(products)
        .innerJoin(productDetails, eq(productDetails.productId, products.id))
        .where(eq(products.id, id));
      const { row } = generateProduct(id);
      expect(stored).toMatchObject(row);
      expect(await keysOf(id)).toEqual(expectedKeys(id));
      expect(stored!.qty).toBe(expectedKeys(id).length);

      // Prices do not depend on the moment of seeding, only the times do.
      const pricing = generatePricing(id, row.price, new Date());
      expect(stored!.salePrice).toBe(pricing.sale?.price ?? null);
      expect(stored!.saleStartsAt === null).toBe(pricing.sale === null);
      const history = await t.db.orm
        .select({ price: priceHistory.price })
        .from(priceHistory)
        .where(eq(priceHistory.productId, id))
        .orderBy(asc(priceHistory.changedAt));
      expect(history.map((h) => h.price)).toEqual(pricing.history.map((h) => h.price));
    }
  });

  it('is idempotent: a second seed adds the missing products and leaves the others as they are', async () => {
    await deleteUnsoldKeys(t.db.orm, 5);
    const [before] = await queryRows<{ updated_at: string; sale_price: string | null }>(
      t.db.orm,
      sql`SELECT updated_at::text, sale_price::text FROM products WHERE id = 9`,
    );
    await seedCatalogue(t.db, { products: 35, maxKeysPerProduct: KEYS, vault: testKeyVault });
    const keyTotal = Array.from({ length: 35 }, (_, i) =>
      i + 1 === 5 ? 0 : expectedKeys(i + 1).length,
    ).reduce((a, b) => a + b);
    expect(await counts()).toEqual({ products: 35, details: 35, keys: keyTotal, wrong_qty: 0 });
    expect(await keysOf(5)).toEqual([]);
    expect(await keysOf(33)).toEqual(expectedKeys(33));
    const [after] = await queryRows<{ updated_at: string; sale_price: string | null }>(
      t.db.orm,
      sql`SELECT updated_at::text, sale_price::text FROM products WHERE id = 9`,
    );
    expect(after).toEqual(before);
  });

  it('loads uncapped key pools and text that COPY must escape', async () => {
    await seedCatalogue(t.db, { products: 37, vault: testKeyVault });
    expect(await keysOf(36)).toEqual(expectedKeys(36, Infinity));
    // Descriptions hold blank lines and activation details line breaks: they arrive unchanged.
    const [stored] = await t.db.orm
      .select({ description: productDetails.description, activation: productDetails.activationDetails })
      .from(productDetails)
      .where(eq(productDetails.productId, 37));
    const { row } = generateProduct(37);
    expect(stored).toEqual({ description: row.description, activation: row.activationDetails });
    expect(row.description).toContain('\n\n');
  });
});

it('never generates a key twice: the key pools of 20,000 uncapped products (2.7 million keys)', () => {
  const seen = new Set<string>();
  let total = 0;
  for (let id = 1; id <= 20_000; id++) {
    const { row, stock } = generateProduct(id);
    for (const key of generateKeys(id, row.platform as PlatformKey, stock)) {
      seen.add(key);
      total += 1;
    }
  }
  expect(total).toBeGreaterThan(2_000_000);
  expect(seen.size).toBe(total);
});
