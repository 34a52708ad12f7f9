// Fills the catalogue: npm run seed -- --products 100000 [--keys N] [--reset]
// Uses DATABASE_URL when set, else the embedded PGlite under DATA_DIR (stop the server first: PGlite is
// single-process). Idempotent: existing products and keys are kept; --reset empties the catalogue and orders.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultKeyCap, seedCatalogue } from '../seed/seed';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createKeyVault } from '../keys/key-vault';
import { resolveKeyEncryptionKey } from '../secret';
import { prepareKeyStore } from '../services/key-store';
import { countProducts, deleteCatalogue } from '../db/products-repo';
import { announceCatalogueChange } from '../services/catalogue-sync';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    keys: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const products = Number(values.products ?? config.seedProducts);
const maxKeysPerProduct = values.keys ? Number(values.keys) : defaultKeyCap(products);
if (!Number.isInteger(products) || products < 0 || !(maxKeysPerProduct >= 0)) {
  console.error('Usage: seed [--products N] [--keys MAX_KEYS_PER_PRODUCT] [--reset]');
  process.exit(2);
}

const db = await openDatabase(
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
const started = performance.now();
await migrate(db);
const vault = createKeyVault(resolveKeyEncryptionKey(config));
await prepareKeyStore(db, vault);
if (values.reset) await deleteCatalogue(db.orm);
await seedCatalogue(db, {
  products,
  maxKeysPerProduct,
  vault,
  onProgress: (done) => process.stdout.write(`\rseeded ${done}/${products}`),
});
const total = await countProducts(db.orm);
await db.close();
// Running API processes on the same Redis rebuild their read models.
await announceCatalogueChange({ url: config.redisUrl, prefix: config.redisPrefix });
console.log(
  `\n${total} products in the catalogue (${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `keys per product ${maxKeysPerProduct === Number.POSITIVE_INFINITY ? 'uncapped' : `≤ ${maxKeysPerProduct}`})`,
);
