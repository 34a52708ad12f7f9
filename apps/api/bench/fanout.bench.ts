// npm run bench:fanout — live stock fan-out: two API processes (the built dist/main.js) on PostgreSQL + Redis,
// N sockets split over both (each watching a page of 24 products that holds the ordered one, as a product list
// does), then one order on the first process, several times: when each socket got that order's productUpdate,
// counted from sending the order request (p50, p99, last), and the API processes' memory per socket (resident
// memory of both after the sockets connected, less before, over N). The clients run in this process's worker
// threads (bench/fanout-clients.ts), on the same cores as the servers: socket.io-client, websocket transport.
// One unmeasured order over all N sockets precedes the measured runs.
// Options: --sockets 2000,10000 --runs 5 --client-threads 2 --database-url
//   postgres://postgres@127.0.0.1:5432/postgres (a database is created there and dropped)
//   --redis-url redis://127.0.0.1:6379. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the
//   API processes.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { apiPaths, givenConsent } from '@keyshop/contracts';
import type { ClientsCommand, ClientsData, ClientsReport } from './fanout-clients';
import { seedCatalogue } from '../src/seed/seed';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { insertKeys } from '../src/db/products-repo';
import { prepareKeyStore } from '../src/services/key-store';
import {
  admin,
  benchVault,
  cpuMs,
  JWT_SECRET,
  KEY_ENCRYPTION_KEY,
  rssMiB,
  signUp,
  startApi,
  withDatabase,
} from './postgres';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000,10000' },
    runs: { type: 'string', default: '5' },
    /** Threads the client sockets are spread over. */
    'client-threads': { type: 'string', default: '2' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const socketCounts = values.sockets.split(',').map(Number);
const runs = Number(values.runs);
const threads = Number(values['client-threads']);

const PRODUCT = 30;
/** The page each socket shows: products 25..48 (the ordered one among them). */
const PAGE = Array.from({ length: 24 }, (_, i) => 25 + i);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A worker thread holding `count` sockets, numbered from `first`. */
type Clients = {
  worker: Worker;
  count: number;
  next: <K extends 'ready' | 'armed' | 'arrived'>(
    kind: K,
  ) => Promise<Extract<ClientsReport, Record<K, unknown>>>;
};

function startClients(data: ClientsData): Clients {
  // The bench runs under tsx; a worker's entry must be JavaScript, so it imports the TypeScript module.
  const entry = new URL('./fanout-clients.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => (register(), import(${JSON.stringify(entry)})))`,
    { eval: true, workerData: data },
  );
  return {
    worker,
    count: data.count,
    next: (kind) =>
      new Promise((resolve, reject) => {
        const onMessage = (report: ClientsReport) => {
          if (!(kind in report)) return;
          worker.off('message', onMessage).off('error', reject);
          resolve(report as never);
        };
        worker.on('message', onMessage).once('error', reject);
      }),
  };
}

/** Now, in the workers' time base (absolute ms). */
const now = () => performance.timeOrigin + performance.now();

/**
 * One order of PRODUCT: ms from sending its request to its answer, and to each socket's productUpdate; the CPU
 * time the API processes (`pids`) and this process (the client threads) spent meanwhile, which a loaded machine
 * does not inflate as it does the delays.
 */
async function deliveries(clients: Clients[], url: string, token: string, pids: number[]) {
  const before = await (await fetch(`${url}${apiPaths.products}/${PRODUCT}`)).json();
  const version = (before as { result: { stockVersion: number } }).result.stockVersion;
  const arm: ClientsCommand = { arm: { productId: PRODUCT, version } };
  await Promise.all(clients.map((c) => (c.worker.postMessage(arm), c.next('armed'))));
  const arrivals = Promise.all(clients.map((c) => c.next('arrived')));
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('not every socket got the update within 30 s')), 30_000).unref(),
  );
  const cpuBefore = { api: pids.map(cpuMs), clients: process.cpuUsage() };
  const started = now();
  const answer = await fetch(url + apiPaths.order, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items: [{ productId: PRODUCT, qty: 1 }], consent: givenConsent }),
  });
  const answered = now() - started;
  if (answer.status !== 201) throw new Error(`order: ${answer.status} ${await answer.text()}`);
  const reports = await Promise.race([arrivals, timeout]);
  const clientCpu = process.cpuUsage(cpuBefore.clients);
  const cpu = {
    api: pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpuBefore.api[i]!, 0),
    clients: (clientCpu.user + clientCpu.system) / 1000,
  };
  const delivered = reports.flatMap((r) => r.arrived).map(([index, at]) => [index, at - started] as const);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    answered,
    cpu,
    arrived: sorted(delivered.map(([, ms]) => ms)),
    ordering: sorted(delivered.filter(([index]) => index % 2 === 0).map(([, ms]) => ms)),
    other: sorted(delivered.filter(([index]) => index % 2 === 1).map(([, ms]) => ms)),
  };
}

/** Opens `count` sockets over `threads` client threads, alternating between the processes. */
async function openClients(urls: string[], count: number, threads: number): Promise<Clients[]> {
  const share = Math.ceil(count / threads);
  const clients = Array.from({ length: Math.min(threads, Math.ceil(count / share)) }, (_, t) =>
    startClients({ urls, first: t * share, count: Math.min(share, count - t * share), page: PAGE }),
  );
  await Promise.all(clients.map((c) => c.next('ready')));
  return clients;
}

async function closeClients(clients: Clients[]) {
  await Promise.all(
    clients.map(
      (c) => (c.worker.postMessage({ close: true } satisfies ClientsCommand), once(c.worker, 'exit')),
    ),
  );
}

async function benchSockets(count: number, env: NodeJS.ProcessEnv) {
  const apis = [await startApi(env), await startApi(env)];
  let clients: Clients[] = [];
  try {
    const urls = apis.map((api) => api.url);
    const token = await signUp(urls[0]!, count);
    const pids = apis.map((api) => api.child.pid!);
    // Warm the order path with a few sockets, then read the memory before the N sockets connect.
    const warm = await openClients(urls, 2, 1);
    await deliveries(warm, urls[0]!, token, pids);
    await closeClients(warm);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBefore = apis.reduce((sum, api) => sum + rssMiB(api.child.pid!), 0);
    clients = await openClients(urls, count, threads);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = apis.reduce((sum, api) => sum + rssMiB(api.child.pid!), 0);
    const kBPerSocket = ((rssAfter - rssBefore) * 1024) / count;

    // One unmeasured order first: the broadcast path's first pass over N sockets is slower (JIT, buffers).
    await deliveries(clients, urls[0]!, token, pids);
    const results: Awaited<ReturnType<typeof deliveries>>[] = [];
    for (let run = 0; run < runs; run++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      results.push(await deliveries(clients, urls[0]!, token, pids));
    }
    const pool = (pick: (r: (typeof results)[number]) => number[]) =>
      results.flatMap(pick).sort((a, b) => a - b);
    const pooled = pool((r) => r.arrived);
    const ordering = pool((r) => r.ordering);
    const other = pool((r) => r.other);
    const figures = {
      sockets: count,
      answeredMs: Math.min(...results.map((r) => r.answered)),
      p50: percentile(pooled, 50),
      p99: percentile(pooled, 99),
      last: pooled.at(-1)!,
      perRunP99: results.map((r) => Math.round(percentile(r.arrived, 99))),
      /** First and p99 delivery on the process that placed the order, and on the other (through Redis). */
      ordering: [ordering[0]!, percentile(ordering, 99)],
      other: [other[0]!, percentile(other, 99)],
      kBPerSocket,
      /** Median over the runs of the CPU ms spent per order: both API processes, the clients. */
      cpu: {
        api: percentile(
          results.map((r) => r.cpu.api).sort((a, b) => a - b),
          50,
        ),
        clients: percentile(
          results.map((r) => r.cpu.clients).sort((a, b) => a - b),
          50,
        ),
      },
    };
    console.log(
      `${count} sockets: delivery p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, last ` +
        `${figures.last.toFixed(1)} ms (order answered after ${figures.answeredMs.toFixed(1)} ms; p99 per run ` +
        `${figures.perRunP99.join(', ')}; first / p99 on the ordering process ` +
        `${figures.ordering.map((ms) => ms.toFixed(1)).join(' / ')} ms, on the other ` +
        `${figures.other.map((ms) => ms.toFixed(1)).join(' / ')} ms); CPU per order: API processes ${figures.cpu.api} ms, clients ` +
        `${figures.cpu.clients.toFixed(0)} ms; API memory ${kBPerSocket.toFixed(1)} kB per socket`,
    );
    return figures;
  } finally {
    await closeClients(clients);
    for (const { child } of apis) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }
}

const databaseUrl = values['database-url'];
const name = `keyshop_fanout_${process.pid}`;
await admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
const url = withDatabase(databaseUrl, name);
const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-bench-fanout-'));
try {
  const db = await openDatabase({ driver: 'postgres', url });
  await migrate(db);
  await prepareKeyStore(db, benchVault);
  await seedCatalogue(db, { products: 100, maxKeysPerProduct: 5, vault: benchVault });
  // Per socket count: the warm-up order, the unmeasured one, the runs.
  const orders = (runs + 2) * socketCounts.length;
  await insertKeys(
    db.orm,
    benchVault,
    Array.from({ length: orders }, (_, i) => ({ productId: PRODUCT, key: `FANOUT-${process.pid}-${i}` })),
  );
  await db.close();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    REDIS_URL: values['redis-url'],
    REDIS_PREFIX: name,
    JWT_SECRET,
    KEY_ENCRYPTION_KEY,
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  for (const count of socketCounts) await benchSockets(count, env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await admin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
