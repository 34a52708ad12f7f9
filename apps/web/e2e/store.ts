import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const webDist = fileURLToPath(new URL('../dist', import.meta.url));
const apiMain = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));

/** The e-mail that is an admin of the shared e2e store (ADMIN_EMAILS): the spec that registers it runs the admin. */
export const e2eAdminEmail = 'operator@e2e.example.test';

export interface Store {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Its DATA_DIR (its mail outbox is `outbox.jsonl` in it). */
  dataDir: string;
  /** Stops it (and anything it started) and removes its data. */
  stop(): Promise<void>;
}

/**
 * Starts a store exactly as `npm start` does (the built API serving the built web app) on a free port with a
 * fresh data dir; `env` adds settings (e.g. a short RESERVATION_MINUTES for a spec of its own).
 */
export async function startStore(env: Record<string, string> = {}): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [apiMain], {
    // Own process group, so stop() ends it and anything it started.
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
      ...env,
    },
  });
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
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, stop };
}
