// Writes the static fallback catalogue (apps/web's public/data/products.json) from the seeded generator.
// Usage: tsx src/cli/write-static-catalogue.ts <out.json> [--products N]   (default N: SEED_PRODUCTS or 300)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { staticCatalogue } from '../seed/static-catalogue';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { products: { type: 'string' } },
});
const out = positionals[0];
const count = Number(values.products ?? process.env.SEED_PRODUCTS ?? 300);
if (!out || !Number.isInteger(count) || count < 0) {
  console.error('Usage: write-static-catalogue <out.json> [--products N]');
  process.exit(2);
}
mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
writeFileSync(out, JSON.stringify(staticCatalogue(count)));
console.log(`wrote ${count} products to ${out}`);
