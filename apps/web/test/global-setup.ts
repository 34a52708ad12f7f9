import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

let server: ChildProcess | undefined;

/** Starts the real API (see api-server.ts); the browser reaches it through the test server's proxy. */
export async function setup(project: TestProject): Promise<void> {
  const script = fileURLToPath(new URL('./api-server.ts', import.meta.url));
  // Own process group, so teardown stops the server and anything it started.
  server = spawn(process.execPath, ['--import', 'tsx', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const child = server;
  const { url, productUpdateUrl } = await new Promise<{ url: string; productUpdateUrl: string }>(
    (resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const timer = setTimeout(() => fail(new Error('The test API did not start within 60 s')), 60_000);
      child.once('exit', (code) => fail(new Error(`The test API exited early (code ${code})`)));
      createInterface({ input: child.stdout! }).once('line', (line) => {
        clearTimeout(timer);
        resolve(JSON.parse(line) as { url: string; productUpdateUrl: string });
      });
    },
  );
  // Read by vitest.config.ts when the browser's Vite server starts (after global setup).
  process.env.KEYSHOP_TEST_API_URL = url;
  project.provide('apiUrl', url);
  project.provide('productUpdateUrl', productUpdateUrl);
}

export async function teardown(): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server?.pid && process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
