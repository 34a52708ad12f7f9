import type { Database } from '../db/database';
import { insertPriceHistory, insertSeedSales } from '../db/prices-repo';
import { vacuumCatalogue, countProducts, insertSeedProducts, type SeedProduct } from '../db/products-repo';
import { generateKeys, generateProduct } from './generator';
import { generatePricing } from './price-generator';
import type { PlatformKey } from './platforms';

export type SeedOptions = {
  /** Products 1..count. */
  products: number;
  /** Caps each product's key pool (large catalogues seed faster with fewer keys); default: no cap. */
  maxKeysPerProduct?: number;
  /** Price histories and running sales (default true; tests that need fixed prices turn them off). */
  sales?: boolean;
  onProgress?: (done: number) => void;
};

const BATCH = 1000;
const PARALLEL = 2;

/**
 * Inserts the deterministic catalogue with its key pools, price histories and running sales (relative to
 * now), in batches, one transaction per batch.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<void> {
  const cap = options.maxKeysPerProduct ?? Number.POSITIVE_INFINITY;
  const now = new Date();
  // PostgreSQL takes two batches at once (two connections, two cores), and this process generates the next
  // batch meanwhile; PGlite runs one statement at a time in this process.
  const parallel = db.driver === 'postgres' ? PARALLEL : 1;
  const running = new Set<Promise<void>>();
  for (let start = 1; start <= options.products; start += BATCH) {
    const end = Math.min(options.products, start + BATCH - 1);
    const batch: SeedProduct[] = [];
    for (let id = start; id <= end; id++) {
      const { row, stock } = generateProduct(id);
      batch.push({ ...row, keys: generateKeys(id, row.platform as PlatformKey, Math.min(stock, cap)) });
    }
    const done = insertBatch(db, batch, options.sales !== false, now).then(() => {
      running.delete(done);
      options.onProgress?.(end);
    });
    running.add(done);
    if (running.size >= parallel) await Promise.race(running);
  }
  await Promise.all(running);
  await vacuumCatalogue(db.orm);
}

/** One batch in one transaction: products seeded before keep their prices and sales. */
async function insertBatch(db: Database, batch: SeedProduct[], sales: boolean, now: Date): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const fresh = await insertSeedProducts(tx, batch);
    const pricing = batch
      .filter((p) => sales && fresh.has(p.id))
      .map((p) => ({ productId: p.id, ...generatePricing(p.id, p.price, now) }));
    await insertPriceHistory(
      tx,
      pricing.flatMap((p) => p.history.map((point) => ({ productId: p.productId, ...point }))),
    );
    await insertSeedSales(
      tx,
      pricing.flatMap((p) => (p.sale ? [{ productId: p.productId, ...p.sale }] : [])),
    );
  });
}

/** Seeds the embedded default on its first start (empty products table); returns whether it did. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if ((await countProducts(db.orm)) > 0 || options.products === 0) return false;
  await seedCatalogue(db, options);
  return true;
}
