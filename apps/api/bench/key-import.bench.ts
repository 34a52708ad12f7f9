// Opt-in: npm run bench:keys [-- --database-url postgres://…] — a 100,000-key text file imported into one product
// (dry run, then commit) through the import service of a running API (in this process, as the admin route runs
// it), on in-memory PGlite and on a PostgreSQL database it creates and drops, while a reader in a thread of its own
// asks for /api/health and a product every 50 ms (open loop: latency counted from when each request was due).
// Targets: dry run + commit ≤ 10 s; during the commit health p99 ≤ 200 ms and the product's p99 as when idle.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { apiPaths, KEY_IMPORT_MAX_BYTES } from '@keyshop/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedCatalogue } from '../src/seed/seed';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { importKeys } from '../src/services/key-import';
import { prepareKeyStore } from '../src/services/key-store';
import { benchVault, JWT_SECRET, onBothDatabases } from './postgres';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } },
});
const file = Buffer.from(
  Array.from({ length: 100_000 }, () =>
    randomBytes(8).toString('hex').toUpperCase().slice(0, 15).match(/.{5}/g)!.join('-'),
  ).join('\n'),
);
/** The file in 64 KiB chunks, each in a task of its own, as an upload arrives from the network. */
async function* chunks() {
  for (let i = 0; i < file.length; i += 65_536) {
    await new Promise((resolve) => setImmediate(resolve));
    yield file.subarray(i, i + 65_536);
  }
}

// The reader: every 50 ms one request per path, not waiting for the previous answer; until told to stop.
const readerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, paths } = workerData;
const latencies = Object.fromEntries(paths.map((p) => [p, []]));
let errors = 0, running = true, pending = 0;
const started = performance.now();
let n = 0;
function tick() {
  if (!running) return;
  const due = started + n * 50;
  for (const p of paths) {
    pending++;
    fetch(base + p).then(async (res) => { await res.arrayBuffer(); if (!res.ok) errors++; latencies[p].push(performance.now() - due); },
      () => errors++).finally(() => pending--);
  }
  n++;
  setTimeout(tick, Math.max(0, started + n * 50 - performance.now()));
}
tick();
parentPort.on('message', () => {
  running = false;
  const wait = () => (pending > 0 ? setTimeout(wait, 5) : parentPort.postMessage({ latencies, errors }));
  wait();
});`;

type Reading = { latencies: Record<string, number[]>; errors: number };

function startReader(base: string, paths: string[]): { stop(): Promise<Reading> } {
  const worker = new Worker(readerCode, { eval: true, workerData: { base, paths } });
  return {
    stop: async () => {
      const done = new Promise<Reading>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const reading = await done;
      await worker.terminate();
      return reading;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} / p99 ${percentile(values, 99).toFixed(0)} / max ${Math.max(...values).toFixed(0)} ms (${values.length})`;

async function run(name: string, db: Database): Promise<void> {
  await migrate(db);
  await prepareKeyStore(db, benchVault);
  await seedCatalogue(db, { products: 10, maxKeysPerProduct: 3, vault: benchVault, sales: false });
  const config = loadConfig({
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/keyshop-bench-keys',
  });
  const app = await buildApp({ config, db, jwtSecret: JWT_SECRET, keyVault: benchVault, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const paths = [apiPaths.health, apiPaths.product(2)];
  try {
    const timed = async (dryRun: boolean) => {
      const started = performance.now();
      const report = await importKeys(
        { db, vault: benchVault, announce: (events) => app.catalogue.publish(events) },
        {
          productId: 1,
          format: 'text',
          input: Readable.from(chunks()),
          maxBytes: KEY_IMPORT_MAX_BYTES,
          dryRun,
          actor: { actorId: null, actor: 'bench' },
        },
      );
      if (report.new !== 100_000) throw new Error(`${name}: ${report.new} new keys`);
      return (performance.now() - started) / 1000;
    };
    const idleReader = startReader(base, paths);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = await idleReader.stop();
    const dry = await timed(true);
    const reader = startReader(base, paths);
    const commit = await timed(false);
    const busy = await reader.stop();
    console.log(
      `${name}: 100,000 keys — dry run ${dry.toFixed(1)} s, commit ${commit.toFixed(1)} s, total ${(dry + commit).toFixed(1)} s (target ≤ 10 s)`,
    );
    for (const [label, reading] of [
      ['idle', idle],
      ['during the commit', busy],
    ] as const) {
      console.log(
        `  ${label}: health ${summary(reading.latencies[paths[0]!]!)}; product ${summary(reading.latencies[paths[1]!]!)}; errors ${reading.errors}`,
      );
    }
  } finally {
    await app.close();
  }
}

await onBothDatabases(values['database-url'], 'keyshop_keys_bench', run);
