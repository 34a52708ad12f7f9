// Opt-in: npm run bench:keys [-- --database-url postgres://…] — a 100,000-key text file imported into one product
// (dry run, then commit) through the import service, on in-memory PGlite and on a PostgreSQL database it creates
// and drops. Target: dry run + commit ≤ 10 s on each.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { KEY_IMPORT_MAX_BYTES } from '@keyshop/contracts';
import { seedCatalogue } from '../src/seed/seed';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { importKeys } from '../src/services/key-import';
import { prepareKeyStore } from '../src/services/key-store';
import { benchVault, onBothDatabases } from './postgres';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } },
});
const file = Array.from({ length: 100_000 }, () =>
  randomBytes(8).toString('hex').toUpperCase().slice(0, 15).match(/.{5}/g)!.join('-'),
).join('\n');

async function run(name: string, db: Database): Promise<void> {
  await migrate(db);
  await prepareKeyStore(db, benchVault);
  await seedCatalogue(db, { products: 10, maxKeysPerProduct: 3, vault: benchVault, sales: false });
  const seconds = async (dryRun: boolean) => {
    const started = performance.now();
    const report = await importKeys(
      { db, vault: benchVault, announce: async () => {} },
      {
        productId: 1,
        format: 'text',
        input: Readable.from([Buffer.from(file)]),
        maxBytes: KEY_IMPORT_MAX_BYTES,
        dryRun,
        actor: { actorId: null, actor: 'bench' },
      },
    );
    if (report.new !== 100_000) throw new Error(`${name}: ${report.new} new keys`);
    return (performance.now() - started) / 1000;
  };
  const dry = await seconds(true);
  const commit = await seconds(false);
  console.log(
    `${name}: 100,000 keys — dry run ${dry.toFixed(1)} s, commit ${commit.toFixed(1)} s, total ${(dry + commit).toFixed(1)} s (target ≤ 10 s)`,
  );
}

await onBothDatabases(values['database-url'], 'keyshop_keys_bench', run);
