// npm run bench:fanout — live stock fan-out: two API processes (the built dist/main.js) on PostgreSQL + Redis,
// N sockets split over both (each watching a page of 24 products that holds the ordered one, as a product list
// does), then one order on the first process, several times: when each socket got that order's productUpdate,
// counted from sending the order request (p50, p99, last), and the API processes' memory per socket (resident
// memory of both after the sockets connected, less before, over N). The clients run in this process, on the
// same cores as the servers: socket.io-client, websocket transport.
// Options: --sockets 2000,10000 --runs 5 --database-url postgres://postgres@127.0.0.1:5432/postgres (a
//   database is created there and dropped) --redis-url redis://127.0.0.1:6379
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  apiPaths,
  givenConsent,
  productUpdateEventSchema,
  socketEvents,
  type ProductUpdateEvent,
} from '@keyshop/contracts';
import { io, type Socket } from 'socket.io-client';
import { seedCatalogue } from '../src/catalogue/seed';
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
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const socketCounts = values.sockets.split(',').map(Number);
const runs = Number(values.runs);

const PRODUCT = 30;
/** The page each socket shows: products 25..48 (the ordered one among them). */
const PAGE = Array.from({ length: 24 }, (_, i) => 25 + i);
/** Sockets opened at once while connecting. */
const CONNECT_BATCH = 250;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function connect(url: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit(socketEvents.watchProducts, PAGE);
  return socket;
}

/**
 * One order of PRODUCT: ms from sending its request to its answer, and to each socket's productUpdate; the CPU
 * time the API processes (`pids`) and this process (the clients) spent meanwhile, which a loaded machine does
 * not inflate as it does the delays.
 */
async function deliveries(sockets: Socket[], url: string, token: string, pids: number[]) {
  const arrived: number[] = [];
  /** Per socket: its delivery time (sockets alternate between the processes: even ones on the ordering one). */
  const bySocket: number[] = [];
  let started = 0;
  let expected: (event: ProductUpdateEvent) => boolean = () => false;
  const all = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${arrived.length} of ${sockets.length} delivered`)),
      30_000,
    );
    for (const [i, socket] of sockets.entries()) {
      socket.off(socketEvents.productUpdate);
      socket.on(socketEvents.productUpdate, (raw: unknown) => {
        const event = productUpdateEventSchema.parse(raw);
        if (!expected(event)) return;
        socket.off(socketEvents.productUpdate);
        bySocket[i] = performance.now() - started;
        arrived.push(bySocket[i]);
        if (arrived.length === sockets.length) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  const before = await (await fetch(`${url}${apiPaths.products}/${PRODUCT}`)).json();
  const version = (before as { result: { stockVersion: number } }).result.stockVersion;
  expected = (event) => event.productId === PRODUCT && event.version > version;
  const cpuBefore = { api: pids.map(cpuMs), clients: process.cpuUsage() };
  started = performance.now();
  const answer = await fetch(url + apiPaths.order, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items: [{ productId: PRODUCT, qty: 1 }], consent: givenConsent }),
  });
  const answered = performance.now() - started;
  if (answer.status !== 201) throw new Error(`order: ${answer.status} ${await answer.text()}`);
  await all;
  const clientCpu = process.cpuUsage(cpuBefore.clients);
  const cpu = {
    api: pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpuBefore.api[i]!, 0),
    clients: (clientCpu.user + clientCpu.system) / 1000,
  };
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    answered,
    cpu,
    arrived: sorted(arrived),
    ordering: sorted(bySocket.filter((_, i) => i % 2 === 0)),
    other: sorted(bySocket.filter((_, i) => i % 2 === 1)),
  };
}

async function benchSockets(count: number, env: NodeJS.ProcessEnv) {
  const apis = [await startApi(env), await startApi(env)];
  const sockets: Socket[] = [];
  try {
    const urls = apis.map((api) => api.url);
    const token = await signUp(urls[0]!, count);
    // Warm: the order path and a few sockets, before the memory is read.
    const warm = await Promise.all(urls.map(connect));
    const pids = apis.map((api) => api.child.pid!);
    await deliveries(warm, urls[0]!, token, pids);
    for (const socket of warm) socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBefore = apis.reduce((sum, api) => sum + rssMiB(api.child.pid!), 0);
    for (let i = 0; i < count; i += CONNECT_BATCH) {
      const batch = Math.min(CONNECT_BATCH, count - i);
      sockets.push(
        ...(await Promise.all(Array.from({ length: batch }, (_, j) => connect(urls[(i + j) % 2]!)))),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = apis.reduce((sum, api) => sum + rssMiB(api.child.pid!), 0);
    const kBPerSocket = ((rssAfter - rssBefore) * 1024) / count;

    const results: Awaited<ReturnType<typeof deliveries>>[] = [];
    for (let run = 0; run < runs; run++) {
      results.push(await deliveries(sockets, urls[0]!, token, pids));
      await new Promise((resolve) => setTimeout(resolve, 300));
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
    for (const socket of sockets) socket.disconnect();
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
  const orders = (runs + 1) * socketCounts.length;
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
