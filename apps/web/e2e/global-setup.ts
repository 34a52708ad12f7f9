import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const webDist = fileURLToPath(new URL('../dist', import.meta.url));
const apiMain = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));

let store: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Starts the store exactly as `npm start` does (the built API serving the built web app) on a free port with a
 * fresh data dir, once for the whole e2e run. Tests read its address with `inject('storeUrl')`.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-e2e-'));
  store = spawn(process.execPath, [apiMain], {
    // Own process group, so teardown stops it and anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // As under `npm start` (Vitest sets NODE_ENV=test for itself).
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_WEB_DIST: a build of one's own (parallel work in one checkout must not share apps/web/dist).
      WEB_DIST: process.env.E2E_WEB_DIST ?? webDist,
      // Many sign-ups from one address in a few minutes are the tests, not an attack.
      REGISTER_MAX_PER_IP: '10000',
      LOGIN_MAX_FAILS_PER_IP: '10000',
    },
  });
  const child = store;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The store did not start within 120 s')), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`The store exited early (code ${code}); run \`npm run build\` in apps/api and apps/web`),
      );
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /Keyshop running at (http:\/\/\S+?)"/.exec(line)?.[1];
      if (!address) return;
      clearTimeout(timer);
      resolve(address.replace('localhost', '127.0.0.1'));
    });
  });
  project.provide('storeUrl', url);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  if (store?.pid && store.exitCode === null) {
    const exited = once(store, 'exit');
    process.kill(-store.pid, 'SIGTERM');
    const timer = setTimeout(() => store?.pid && process.kill(-store.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    /** The store's DATA_DIR (its mail outbox is `outbox/` in it). */
    dataDir: string;
  }
}
