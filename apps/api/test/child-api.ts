// The real API in a child process (src/main.ts, as `npm start` runs it), for tests that kill it (kill -9).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, quoteIdent } from '../src/db/database';
import {
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  TEST_KEY_ENCRYPTION_KEY,
  TEST_REDIS_URL,
  type Driver,
} from './helpers';
import { pgliteTemplate } from './pglite-template';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
export type Api = {
  child: ChildProcess;
  baseUrl: string;
  /** Calls `listener` with every line the process writes to stdout (its log) from now on. */
  onLine(listener: (line: string) => void): void;
};

/** Starts `src/main.ts` in its own process, as `npm start` would, and resolves once it listens. */
export async function startApi(env: Record<string, string>): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listeners: ((line: string) => void)[] = [];
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // A fresh PGlite runs initdb in WebAssembly: slow on a busy machine.
    const timer = setTimeout(() => reject(new Error('the API did not start within 150 s')), 150_000);
    child.once('exit', (code, signal) => reject(new Error(`the API exited early (${code ?? signal})`)));
    // Read every line (a full pipe would stall the process); the start line names the port.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      for (const listener of listeners) listener(line);
      const port = /Keyshop running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
  });
  return { child, baseUrl, onLine: (listener) => listeners.push(listener) };
}

export async function stop(api: Api, signal: NodeJS.Signals): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = once(api.child, 'exit');
  api.child.kill(signal);
  await exited;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The store's own environment per driver: PGlite under DATA_DIR, or a fresh schema of TEST_DATABASE_URL. */
export async function storage(driver: Driver, dataDir: string, extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent/keyshop-web-dist',
    SEED_PRODUCTS: '5',
    ...extraEnv,
  };
  if (driver === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    // The store then finds a migrated database instead of running initdb itself, which is not under test here.
    const template = pgliteTemplate(pgliteDir);
    if (template)
      await (await openDatabase({ driver: 'pglite', dataDir: pgliteDir, loadDataDir: template })).close();
    return {
      env,
      schema: undefined,
      open: () => openDatabase({ driver: 'pglite', dataDir: pgliteDir }),
      drop: async () => {},
    };
  }
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${quoteIdent(schema)}`);
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${quoteIdent(schema)},public`);
  Object.assign(env, {
    DATABASE_URL: url.toString(),
    JWT_SECRET: TEST_JWT_SECRET,
    KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
  });
  if (TEST_REDIS_URL) Object.assign(env, { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: schema });
  return {
    env,
    schema,
    open: () => openDatabase({ driver: 'postgres', url: TEST_DATABASE_URL!, schema }),
    drop: () => adminQuery(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
  };
}
