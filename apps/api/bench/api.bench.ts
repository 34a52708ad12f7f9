// npm run bench:api — product list (24 per page), search and detail on catalogues of 1,000 and 100,000
// products (PGlite in a temp dir), each beside a bare node:http server answering the same bytes from memory;
// then the same cases on two API processes over PostgreSQL + Redis, orders racing from both, oversells
// counted by SQL, API memory, rebuild and seed times (bench/postgres.ts).
// Options: --duration 5 (seconds per case) --sizes 1000,100000 --connections 10
//   --parts pglite,postgres (or purchase: the PostgreSQL part without its read cases) --database-url postgres://postgres@127.0.0.1:5432/postgres (a database is
//   created there and dropped) --redis-url redis://127.0.0.1:6379
// BENCH_API_NODE_ARGS: node flags for the API processes (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import type { CatalogueReadModel } from '../src/catalogue/read-model';
import { generateProduct } from '../src/seed/generator';
import { seedCatalogue } from '../src/seed/seed';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { prepareKeyStore } from '../src/services/key-store';
import { benchPostgres, benchVault, type PostgresFigures } from './postgres';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '1000,100000' },
    connections: { type: 'string', default: '10' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    /** Which parts run: the one-process PGlite cases, the PostgreSQL + Redis part, or both. */
    parts: { type: 'string', default: 'pglite,postgres' },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const sizes = values.sizes.split(',').map(Number);

type Row = {
  size: number;
  name: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  bare: Awaited<ReturnType<typeof load>>;
};

/** Per catalogue size: read-model rebuild time and the process's resident memory with it loaded. */
const figures: string[] = [];

async function load(url: string) {
  // Load generation runs in a worker thread so it does not share the server's event loop.
  const result = await autocannon({ url, connections, duration, workers: 1 });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  // autocannon reports p97.5, not p95: a stricter figure for the "p95 ≤ 10 ms" target.
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

/** A bare node:http server answering one fixed response from memory. */
async function bareServer(body: Buffer, type: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** A fresh PGlite catalogue on disk (3 keys per product: the key pools do not matter for reads). */
async function openCatalogue(size: number, dataDir: string) {
  let db = await openDatabase({ driver: 'pglite', dataDir });
  await migrate(db);
  await prepareKeyStore(db, benchVault);
  const started = performance.now();
  await seedCatalogue(db, { products: size, maxKeysPerProduct: 3, vault: benchVault });
  console.log(`seeded ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Reopen so the measured server starts like a real one, from disk.
  await db.close();
  db = await openDatabase({ driver: 'pglite', dataDir });
  return db;
}

/**
 * The HTTP cases repeat one URL, so after the first request they hit the read model's answer cache. This
 * times the uncached work: 300 distinct searches (name fragments, typos, prefixes) matched over the catalogue.
 */
function searchCompute(model: CatalogueReadModel, size: number): string {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const words = generateProduct(1 + ((i * 7919) % size))
      .row.companyName.toLowerCase()
      .split(' ');
    const word = words[i % 2] ?? words[0]!;
    // A prefix as typed, an inner fragment, or one letter dropped (a typo).
    const variants = [word.slice(0, 3 + (i % 4)), word.slice(1, -1), word.slice(0, 2) + word.slice(3)];
    const text = variants[i % 3]!;
    const started = performance.now();
    // A distinct (negligible) minPrice per query keeps every one out of the answer cache.
    model.match({ search: text, minPrice: i / 1000 }, undefined);
    times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.floor(times.length * q)]!.toFixed(2);
  return `uncached search compute p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(0.999)} ms (300 searches)`;
}

/** The measured requests at one catalogue size (the same on one process and on two). */
function casesFor(size: number) {
  const detailId = Math.ceil(size / 2);
  // A 5-letter fragment of a real name: matches a few percent of the catalogue.
  const word = generateProduct(detailId).row.companyName.split(' ')[0]!.toLowerCase();
  const term = word.slice(0, 5);
  const typo = word.length >= 6 ? word.slice(0, 2) + word.slice(3) : `${word}x`;
  return [
    { name: 'list (page of 24, featured)', path: '/api/kinguin/products?page=2&limit=24&sortBy=featured' },
    {
      name: `search "${term}" (10, name asc)`,
      path: `/api/kinguin/products?page=1&limit=10&search=${term}&sortBy=name&sortType=asc`,
    },
    // A typo ("witchr" style: one letter dropped) ranked by relevance.
    {
      name: `search "${typo}" (typo, relevance)`,
      path: `/api/kinguin/products?page=1&limit=10&search=${typo}`,
    },
    {
      name: 'list (24, Steam, RPG, in stock, ≤ 30 €)',
      path: '/api/kinguin/products?limit=24&platform=steam&genres=RPG&inStock=true&maxPrice=30',
    },
    { name: `detail /${detailId}`, path: `/api/kinguin/products/${detailId}` },
  ];
}

async function benchSize(size: number): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `keyshop-bench-${size}-`));
  const db = await openCatalogue(size, dataDir);
  const config = loadConfig({ NODE_ENV: 'production', WEB_DIST: '/nonexistent', DATA_DIR: tmpdir() });
  const app = await buildApp({
    config,
    db,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    keyVault: benchVault,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const rebuildStarted = performance.now();
  await app.catalogue.rebuild();
  const rebuildMs = performance.now() - rebuildStarted;
  (globalThis as { gc?: () => void }).gc?.();
  const rss = process.memoryUsage().rss / 2 ** 20;
  figures.push(
    `${size.toLocaleString('en')} products: read-model rebuild ${rebuildMs.toFixed(0)} ms, ` +
      `resident memory ${rss.toFixed(0)} MiB (bench process, one API, before load)`,
  );
  console.log(`  ${figures.at(-1)}`);
  figures.push(`${size.toLocaleString('en')} products: ${searchCompute(app.catalogue.model, size)}`);
  console.log(`  ${figures.at(-1)}`);
  const cases = casesFor(size);
  const rows: Row[] = [];
  for (const c of cases) {
    const url = base + c.path;
    const sample = await fetch(url);
    const body = Buffer.from(await sample.arrayBuffer());
    const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
    // Warm-up: PGlite (WASM) and V8 need a few hundred requests before they run at full speed.
    await autocannon({ url, connections, duration: 2, workers: 1 });
    const measured = await load(url);
    const bareResult = await load(bare.url);
    bare.server.close();
    rows.push({ size, name: c.name, ...measured, bare: bareResult });
    console.log(`  ${size} ${c.name}: ${measured.rps.toFixed(0)} req/s (bare ${bareResult.rps.toFixed(0)})`);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const rows: Row[] = [];
const parts = values.parts.split(',');
if (parts.includes('pglite')) for (const size of sizes) rows.push(...(await benchSize(size)));
const onPostgres = new Map<number, PostgresFigures>();
if (parts.includes('postgres') || parts.includes('purchase')) {
  for (const size of sizes) {
    onPostgres.set(
      size,
      await benchPostgres({
        size,
        databaseUrl: values['database-url'],
        redisUrl: values['redis-url'],
        cases: parts.includes('postgres') ? casesFor(size) : [],
        connections,
        duration,
      }),
    );
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
console.log(
  `\nautocannon: ${connections} connections, ${duration} s per case, 127.0.0.1, one API process on PGlite\n`,
);
// autocannon reports p97.5, not p95: the p97.5 column is an upper bound for p95.
console.log(
  '| products | case | req/s | p50 ms | p97.5 ms (≥ p95) | p99 ms | bare req/s | bare p50 | bare p99 | API / bare |',
);
console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.size.toLocaleString('en')} | ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p97_5, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.bare.rps)} | ${fmt(r.bare.p50, 1)} | ${fmt(r.bare.p99, 1)} | ${fmt((r.rps / r.bare.rps) * 100, 1)} % |`,
  );
}
console.log(`\n${figures.join('\n')}`);

if (onPostgres.size > 0) {
  console.log('\nTwo API processes (dist/main.js) on PostgreSQL + Redis, load split over both:\n');
  console.log(
    '| products | case | req/s | p50 ms | p97.5 ms (≥ p95) | p99 ms | one-process bare req/s | share |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const [size, pgFigures] of onPostgres) {
    for (const c of pgFigures.cases) {
      // Without the PGlite part (`--parts postgres`) there is no bare server to compare with.
      const bare = rows.find((r) => r.size === size && r.name === c.name)?.bare.rps;
      const share = bare === undefined ? '–' : `${fmt((c.load.rps / bare) * 100, 1)} %`;
      console.log(
        `| ${size.toLocaleString('en')} | ${c.name} | ${fmt(c.load.rps)} | ${fmt(c.load.p50, 1)} | ${fmt(c.load.p97_5, 1)} | ${fmt(c.load.p99, 1)} | ${bare === undefined ? '–' : fmt(bare)} | ${share} |`,
      );
    }
  }
  console.log('');
  for (const [size, f] of onPostgres) {
    const o = f.orders;
    console.log(
      `${size.toLocaleString('en')} products on PostgreSQL: seed command ${f.seedSeconds.toFixed(1)} s, ` +
        `read-model rebuild ${f.rebuildMs.toFixed(0)} ms, API resident memory ${f.rss.started.map((m) => m.toFixed(0)).join(' / ')} MiB ` +
        `after start, ${f.rss.loaded.map((m) => m.toFixed(0)).join(' / ')} MiB after the read load; orders ` +
        `${o.perSecond.toFixed(0)}/s (${o.placed} placed, ${o.soldOut} sold out, ${o.hotKeys} keys on the 20 hot ` +
        `products), CPU per order ${o.cpuMs.api.toFixed(2)} ms in the API processes, ` +
        `${o.cpuMs.database.toFixed(2)} ms in PostgreSQL; oversells by SQL: ${o.oversells}`,
    );
    const b = f.purchase;
    console.log(
      `  whole purchase ("Buy now" reserves and opens the session on one process, 4242… paid on the other, signed ` +
        `webhook, delivery): ${b.paidPerSecond.toFixed(0)} paid orders/s (${b.paid} paid, ${b.soldOut} sold out, ` +
        `${b.unpaid} webhooks undelivered at the end), oversells ${b.oversells}, double deliveries ` +
        `${b.doubleDeliveries}; webhook handling p50 ${b.webhook.p50.toFixed(1)} ms, p99 ${b.webhook.p99.toFixed(1)} ms ` +
        `(${b.webhook.count} webhooks), payment to webhook done p50 ${b.webhookLag.p50.toFixed(1)} ms, p99 ` +
        `${b.webhookLag.p99.toFixed(1)} ms; CPU per paid order ${b.cpuMsPerPaid.api.toFixed(2)} ms in the API ` +
        `processes, ${b.cpuMsPerPaid.database.toFixed(2)} ms in PostgreSQL, ${b.cpuMsPerPaid.client.toFixed(2)} ms in the bench process (less the idle processes' own: ` +
        `${b.cpuMsPerPaidNet.api.toFixed(2)} ms, ${b.cpuMsPerPaidNet.database.toFixed(2)} ms); sweeper: ${b.sweeper.reservations.toLocaleString('en')} ended reservations ` +
        `released in ${b.sweeper.seconds.toFixed(2)} s`,
    );
  }
}
