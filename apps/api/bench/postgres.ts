// The bench's PostgreSQL + Redis part: a database of its own (created, then dropped), seeded by the seed
// command as a user runs it, two API processes (the built dist/main.js) sharing it over Redis, the read cases
// split over both, and orders racing for the same keys from both. Oversells are counted by SQL afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { apiPaths, givenConsent, loginResponseSchema } from '@keyshop/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { createKeyVault } from '../src/keys/key-vault';
import { prepareKeyStore } from '../src/services/key-store';
import { loadReadModel } from '../src/services/catalogue';
import { benchPurchase, type PurchaseFigures } from './purchase';

export const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
export const KEY_ENCRYPTION_KEY = Buffer.alloc(32, 11).toString('base64');
export const benchVault = createKeyVault(Buffer.from(KEY_ENCRYPTION_KEY, 'base64'));

/**
 * Seals the keys the bench wrote in clear by SQL (plaintext_key, bulk by generate_series), through the
 * start-up step that seals keys written before 0013_encrypted_keys.sql.
 */
export async function sealBenchKeys(url: string): Promise<void> {
  const db = await openDatabase({ driver: 'postgres', url });
  try {
    await prepareKeyStore(db, benchVault);
  } finally {
    await db.close();
  }
}

export type Load = { rps: number; p50: number; p97_5: number; p99: number };

export type PostgresFigures = {
  seedSeconds: number;
  rebuildMs: number;
  /** Resident memory of each API process, MiB: after start (read model built) and after the load. */
  rss: { started: number[]; loaded: number[] };
  cases: { name: string; load: Load }[];
  orders: {
    perSecond: number;
    placed: number;
    soldOut: number;
    oversells: number;
    hotKeys: number;
    /** CPU time per answered order (placed or sold out), ms: both API processes, the database's backends. */
    cpuMs: { api: number; database: number };
  };
  /** The whole purchase (reserve, pay through the test provider's webhook, deliver) and the sweeper. */
  purchase: PurchaseFigures;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs `run` on in-memory PGlite, then on a PostgreSQL database of its own (created, then dropped). */
export async function onBothDatabases(
  databaseUrl: string,
  prefix: string,
  run: (name: string, db: Database) => Promise<void>,
): Promise<void> {
  await run('PGlite', await openDatabase({ driver: 'pglite' }));
  const name = `${prefix}_${process.pid}`;
  await admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ driver: 'postgres', url: withDatabase(databaseUrl, name) });
  try {
    await run('PostgreSQL', db);
  } finally {
    await db.close();
    await admin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** CPU time (user + system, every thread) a process has used so far, ms; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Starts dist/main.js and resolves with its origin once it listens (its read model is built by then). */
export async function startApi(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  // Extra node flags for the API processes only, e.g. BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(apiDir, 'dist/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API exited early (${code}); run npm run build`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /Keyshop running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
  return { child, url };
}

/** Both processes loaded at once (half the connections each); req/s summed, latencies the worse of the two. */
async function loadBoth(urls: string[], pathname: string, connections: number, duration: number) {
  const results = await Promise.all(
    urls.map((base) =>
      autocannon({ url: base + pathname, connections: Math.max(1, connections / 2), duration, workers: 1 }),
    ),
  );
  for (const r of results) if (r.errors > 0 || r.non2xx > 0) throw new Error(`${pathname}: errors`);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p97_5: Math.max(...results.map((r) => r.latency.p97_5)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

export async function signUp(base: string, n: number): Promise<string> {
  const account = {
    username: `bench_${n}`,
    email: `bench.${n}@example.com`,
    password: 'correct horse battery',
  };
  const post = (pathname: string, body: unknown) =>
    fetch(base + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if ((await post(apiPaths.register, account)).status !== 201) throw new Error('register failed');
  const login = await post(apiPaths.login, { email: account.email, password: account.password });
  return loginResponseSchema.parse(await login.json()).token;
}

/**
 * Orders of one key each from both processes for `duration` seconds: half of them for the `hot` products
 * (keys that many orders race for), half spread over the catalogue. Returns placed orders (201) and sold-out
 * answers (409).
 */
async function orderLoad(
  urls: string[],
  tokens: string[],
  size: number,
  connections: number,
  duration: number,
  hot: number,
) {
  let counter = 0;
  const results = await Promise.all(
    urls.map((base) =>
      autocannon({
        url: base,
        connections: Math.max(1, connections / 2),
        duration,
        requests: [
          {
            method: 'POST',
            path: apiPaths.order,
            setupRequest: (request: Record<string, unknown>) => {
              const n = counter++;
              const productId = n % 2 === 0 ? 1 + (n % hot) : 1 + Math.floor(Math.random() * size);
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[n % tokens.length]}`,
                },
                body: JSON.stringify({ items: [{ productId, qty: 1 }], consent: givenConsent }),
              };
            },
          },
        ],
      }),
    ),
  );
  const count = (status: string) =>
    results.reduce((sum, r) => sum + (r.statusCodeStats[status]?.count ?? 0), 0);
  const other = results.reduce((sum, r) => sum + r.errors, 0);
  if (other > 0) throw new Error(`orders: ${other} errors`);
  return { placed: count('201'), soldOut: count('409') };
}

/**
 * Gives each of the `hot` first products at least `keys` unsold keys, so the race for them lasts the whole
 * run at both catalogue sizes (seeded above 10,000 products they hold 3 keys each: sold out at once, half the
 * orders would then be sold-out answers, not orders).
 */
async function stockHotProducts(url: string, hot: number, keys: number): Promise<number> {
  return admin(url, async (client) => {
    await client.query(
      `INSERT INTO product_keys (product_id, plaintext_key)
       SELECT p.id, 'BENCH-' || p.id || '-' || n FROM products p, generate_series(1, $2::int) n
       WHERE p.id <= $1 AND n > p.qty`,
      [hot, keys],
    );
    await sealBenchKeys(url);
    const { rows } = await client.query<{ n: string }>('SELECT sum(qty) AS n FROM products WHERE id <= $1', [
      hot,
    ]);
    return Number(rows[0]!.n);
  });
}

/** The server processes of a database (its connections), for their CPU time. */
async function backendsOf(url: string, name: string): Promise<number[]> {
  return admin(url, async (client) =>
    (
      await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
    ).rows.map((row) => row.pid),
  );
}

/** Order lines without their keys, products whose stock disagrees with their unsold keys, negative stock. */
async function countOversells(url: string): Promise<number> {
  return admin(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(`
      SELECT (SELECT count(*) FROM order_items oi JOIN orders o ON o.id = oi.order_id
              WHERE o.status IN ('awaiting_payment', 'payment_failed', 'paid') AND oi.qty <> (
                SELECT count(*) FROM product_keys k WHERE k.order_id = oi.order_id AND k.product_id = oi.product_id))
           + (SELECT count(*) FROM products p WHERE p.qty < 0 OR p.qty <> (
                SELECT count(*) FROM product_keys k WHERE k.product_id = p.id AND k.order_id IS NULL)) AS n`);
    return Number(rows[0]!.n);
  });
}

export async function benchPostgres(options: {
  size: number;
  databaseUrl: string;
  redisUrl: string;
  cases: { name: string; path: string }[];
  connections: number;
  duration: number;
}): Promise<PostgresFigures> {
  const { size, connections, duration } = options;
  const name = `keyshop_bench_${process.pid}_${size}`;
  await admin(options.databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(options.databaseUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-bench-pg-'));
  const apis: ChildProcess[] = [];
  try {
    // The seed command exactly as `npm run seed -- --products N` runs it (keys capped at 3 above 10,000).
    const seedStarted = performance.now();
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/seed.ts', '--products', String(size)],
      {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: url, JWT_SECRET, KEY_ENCRYPTION_KEY, REDIS_URL: '' },
        stdio: 'ignore',
      },
    );
    if (seeded.status !== 0) throw new Error('seed failed');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const hot = 20;
    const hotKeys = await stockHotProducts(url, hot, 1_000);

    const db = await openDatabase({ driver: 'postgres', url });
    const rebuildStarted = performance.now();
    await loadReadModel(db.orm);
    const rebuildMs = performance.now() - rebuildStarted;
    await db.close();

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: name,
      JWT_SECRET,
      KEY_ENCRYPTION_KEY,
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      REGISTER_MAX_PER_IP: '100000',
      LOGIN_MAX_FAILS_PER_IP: '100000',
      PAYMENT_SWEEP_MS: '200',
    };
    const started = [await startApi(env), await startApi(env)];
    apis.push(...started.map((s) => s.child));
    const urls = started.map((s) => s.url);
    const rss = { started: apis.map((child) => rssMiB(child.pid!)), loaded: [] as number[] };

    const cases: PostgresFigures['cases'] = [];
    for (const c of options.cases) {
      await loadBoth(urls, c.path, connections, 2);
      cases.push({ name: c.name, load: await loadBoth(urls, c.path, connections, duration) });
      console.log(`  ${size} two processes ${c.name}: ${cases.at(-1)!.load.rps.toFixed(0)} req/s`);
    }
    rss.loaded = apis.map((child) => rssMiB(child.pid!));

    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(urls[i % 2]!, i)));
    // Warm-up, as for the reads: the pools' connections opened, the order path compiled.
    await orderLoad(urls, tokens, size, connections, 2, hot);
    const backends = await backendsOf(url, name);
    const cpuBefore = { api: apis.map((child) => cpuMs(child.pid!)), database: backends.map(cpuMs) };
    const orderRun = await orderLoad(urls, tokens, size, connections, duration, hot);
    const answered = orderRun.placed + orderRun.soldOut;
    const cpuPerOrder = {
      api: (sum(apis.map((child) => cpuMs(child.pid!))) - sum(cpuBefore.api)) / answered,
      database: (sum(backends.map(cpuMs)) - sum(cpuBefore.database)) / answered,
    };
    const oversells = await countOversells(url);
    // Backends come and go (pools open and close connections): each one's CPU counts from when it was first seen,
    // so the total only grows and a closed connection does not take its past CPU out of a difference.
    const backendCpu = new Map<number, number>();
    let databaseCpu = 0;
    const databaseCpuNow = async () => {
      for (const pid of await backendsOf(url, name)) {
        const now = cpuMs(pid);
        databaseCpu += now - (backendCpu.get(pid) ?? now);
        backendCpu.set(pid, now);
      }
      return databaseCpu;
    };
    const purchase = await benchPurchase({
      admin: (run) => admin(url, run),
      sealKeys: () => sealBenchKeys(url),
      urls,
      apis,
      tokens,
      seconds: duration,
      workers: Math.max(16, connections),
      countOversells: () => countOversells(url),
      cpu: async () => ({
        api: sum(apis.map((child) => cpuMs(child.pid!))),
        database: await databaseCpuNow(),
      }),
    });
    console.log(`  ${size} two processes purchase: ${JSON.stringify(purchase)}`);
    const figures: PostgresFigures = {
      purchase,
      seedSeconds,
      rebuildMs,
      rss,
      cases,
      orders: {
        perSecond: orderRun.placed / duration,
        ...orderRun,
        oversells,
        hotKeys,
        cpuMs: cpuPerOrder,
      },
    };
    console.log(`  ${size} two processes orders: ${JSON.stringify(figures.orders)}`);
    return figures;
  } finally {
    for (const child of apis) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin(options.databaseUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  }
}
