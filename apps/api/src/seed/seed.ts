import type { Database } from '../db/database';
import {
  copySeedProducts,
  countProducts,
  vacuumCatalogue,
  withoutForeignKeysToProducts,
  type SeedProduct,
} from '../db/products-repo';
import type { KeyVault } from '../keys/key-vault';
import { generateKeys, generateProduct } from './generator';
import { generatePricing } from './price-generator';
import type { PlatformKey } from './platforms';

export type SeedOptions = {
  /** Products 1..count. */
  products: number;
  /** Caps each product's key pool; default: `defaultKeyCap(products)`. */
  maxKeysPerProduct?: number;
  /** Price histories and running sales (default true; tests that need fixed prices turn them off). */
  sales?: boolean;
  onProgress?: (done: number) => void;
  /** Seals the keys before they are written. */
  vault: KeyVault;
};

/**
 * Large catalogues get small key pools (stock = pool size), so 100,000 products seed in seconds, not minutes
 * (uncapped they would hold ~17 million keys): at most 3 keys each above 10,000 products, no cap below.
 */
export const defaultKeyCap = (products: number): number => (products > 10_000 ? 3 : Number.POSITIVE_INFINITY);

const BATCH = 5000;
const PARALLEL = 2;

/** Products start..end of the catalogue as the seed writes them (pricing relative to `now`). */
function generateBatch(start: number, end: number, cap: number, sales: boolean, now: Date): SeedProduct[] {
  const batch: SeedProduct[] = [];
  for (let id = start; id <= end; id++) {
    const { row, stock } = generateProduct(id);
    const pricing = sales ? generatePricing(id, row.price, now) : { history: [], sale: null };
    batch.push({
      ...row,
      keys: generateKeys(id, row.platform as PlatformKey, Math.min(stock, cap)),
      ...pricing,
    });
  }
  return batch;
}

/**
 * Bulk-loads the deterministic catalogue with its key pools, price histories and running sales (relative to
 * now), one COPY per table and batch. Products that exist keep everything. An empty catalogue (first start,
 * `--reset`) loads in one transaction without the per-row foreign-key checks to products (checked once at
 * the end instead); otherwise each batch is a transaction of its own, so running API processes keep selling.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<void> {
  const cap = options.maxKeysPerProduct ?? defaultKeyCap(options.products);
  const sales = options.sales !== false;
  const now = new Date();
  const ranges: [number, number][] = [];
  for (let start = 1; start <= options.products; start += BATCH) {
    ranges.push([start, Math.min(options.products, start + BATCH - 1)]);
  }
  if ((await countProducts(db.orm)) === 0) {
    await db.rawTransaction((tx) =>
      withoutForeignKeysToProducts(tx, async () => {
        // The next batch is generated while the database takes this one.
        let loading: Promise<void> = Promise.resolve();
        for (const [start, end] of ranges) {
          const batch = generateBatch(start, end, cap, sales, now);
          await loading;
          loading = copySeedProducts(tx, batch, options.vault).then(() => options.onProgress?.(end));
        }
        await loading;
      }),
    );
  } else {
    // PostgreSQL takes two batches at once (two connections, two cores), and this process generates the next
    // batch meanwhile; PGlite runs one statement at a time in this process.
    const parallel = db.driver === 'postgres' ? PARALLEL : 1;
    const running = new Set<Promise<void>>();
    for (const [start, end] of ranges) {
      const batch = generateBatch(start, end, cap, sales, now);
      const done = db
        .rawTransaction((tx) => copySeedProducts(tx, batch, options.vault))
        .then(() => {
          running.delete(done);
          options.onProgress?.(end);
        });
      running.add(done);
      if (running.size >= parallel) await Promise.race(running);
    }
    await Promise.all(running);
  }
  await vacuumCatalogue(db.orm);
}

/** Seeds the embedded default on its first start (empty products table); returns whether it did. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if ((await countProducts(db.orm)) > 0 || options.products === 0) return false;
  await seedCatalogue(db, options);
  return true;
}
