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

/**
 * Inserts the deterministic catalogue with its key pools, price histories and running sales (relative to
 * now), in batches, one transaction per batch.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<void> {
  const cap = options.maxKeysPerProduct ?? Number.POSITIVE_INFINITY;
  const now = new Date();
  for (let start = 1; start <= options.products; start += BATCH) {
    const end = Math.min(options.products, start + BATCH - 1);
    const batch: SeedProduct[] = [];
    for (let id = start; id <= end; id++) {
      const { row, stock } = generateProduct(id);
      batch.push({ ...row, keys: generateKeys(id, row.platform as PlatformKey, Math.min(stock, cap)) });
    }
    await db.orm.transaction(async (tx) => {
      // Products seeded before keep their prices and sales.
      const fresh = await insertSeedProducts(tx, batch);
      const pricing = batch
        .filter((p) => options.sales !== false && fresh.has(p.id))
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
    options.onProgress?.(end);
  }
  await vacuumCatalogue(db.orm);
}

/** Seeds the embedded default on its first start (empty products table); returns whether it did. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if ((await countProducts(db.orm)) > 0 || options.products === 0) return false;
  await seedCatalogue(db, options);
  return true;
}
