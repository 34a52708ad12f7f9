import type { Database } from '../db/database';
import { vacuumCatalogue, countProducts, insertSeedProducts, type SeedProduct } from '../db/products-repo';
import { generateKeys, generateProduct } from './generator';
import type { PlatformKey } from './platforms';

export type SeedOptions = {
  /** Products 1..count. */
  products: number;
  /** Caps each product's key pool (large catalogues seed faster with fewer keys); default: no cap. */
  maxKeysPerProduct?: number;
  onProgress?: (done: number) => void;
};

const BATCH = 1000;

/** Inserts the deterministic catalogue with its key pools, in batches, one transaction per batch. */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<void> {
  const cap = options.maxKeysPerProduct ?? Number.POSITIVE_INFINITY;
  for (let start = 1; start <= options.products; start += BATCH) {
    const end = Math.min(options.products, start + BATCH - 1);
    const batch: SeedProduct[] = [];
    for (let id = start; id <= end; id++) {
      const { row, stock } = generateProduct(id);
      batch.push({ ...row, keys: generateKeys(id, row.platform as PlatformKey, Math.min(stock, cap)) });
    }
    await db.orm.transaction((tx) => insertSeedProducts(tx, batch));
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
