import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import chromiumConfig from '../../../tooling/chromium.cjs';
import { themeValues } from '../src/theme/themeValues';
import { packageDir, packLibrary, unpackLibrary } from './packLibrary';

// A Next.js App Router store (tooling/consumers/next) built with `next build` from the packed package and served
// with `next start`: every component entry rendered from a Server Component, then used in Chromium. `next build`
// replaces its output each time and keeps its cache (.next/cache, git-ignored) between runs.
const app = join(packageDir, '../../tooling/consumers/next');
const next = join(packageDir, '../../node_modules/next/dist/bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let browser: Browser;
let origin: string;
let buildSeconds: number;

beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'keyshop-ui-pack-'));
  unpackLibrary(join(scratch, packLibrary(scratch)), app);
  rmSync(scratch, { recursive: true, force: true });
  const started = performance.now();
  execFileSync('node', [next, 'build'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  buildSeconds = (performance.now() - started) / 1000;
  console.info(`next build of the consumer app: ${buildSeconds.toFixed(1)} s`);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so the server and any child it starts stop together.
  server = spawn('node', [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env,
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ready') && resolve());
    server!.once('exit', (code) => reject(new Error(`next start exited with ${code}`)));
  });
  browser = await chromium.launch(chromiumConfig.launchOptions);
});

afterAll(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid);
});

/** Opens a page, collecting every console error and warning and uncaught exception. */
async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  return { page, problems };
}

describe('in a Next.js App Router app (Server Components)', () => {
  it('builds (next build) and renders every component without a console error or hydration mismatch', async () => {
    const { page, problems } = await open('/');
    await page.getByRole('heading', { name: 'Keyshop UI in a Server Component' }).waitFor();
    expect(await page.locator('main > section').count()).toBe(8);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('applies the stylesheet and the theme class set on <html> by the layout', async () => {
    const { page } = await open('/');
    const theme = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((node) => node.textContent === 'Primary')!;
      const probe = document.body.appendChild(document.createElement('i'));
      probe.style.backgroundColor = 'var(--ks-color-accent)';
      return {
        background: getComputedStyle(document.documentElement)
          .getPropertyValue('--ks-color-background')
          .trim(),
        accent: getComputedStyle(probe).backgroundColor,
        button: getComputedStyle(button).backgroundColor,
      };
    });
    expect(theme.background).toBe(themeValues.dark.color.background);
    expect(theme.accent).not.toBe('rgba(0, 0, 0, 0)');
    expect(theme.button).toBe(theme.accent);
    await page.close();
  });

  it('hydrates the interactive components: a dropdown opens, an accordion toggles, a tab switches', async () => {
    const { page, problems } = await open('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'First item' }).waitFor();
    await page.keyboard.press('Escape');

    const question = page.getByRole('button', { name: 'How is the key delivered?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    await page.getByText('By e-mail, at once.').waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('tab', { name: 'Second tab' }).click();
    await page.getByRole('tabpanel', { name: 'Second tab' }).getByText('Second panel').waitFor();
    expect(await page.getByRole('tab', { name: 'Second tab' }).getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('ships no @keyshop/ui JavaScript for a page of server-safe components', async () => {
    const manifest = join(app, '.next/server/app/server-only/page_client-reference-manifest.js');
    expect(existsSync(manifest)).toBe(true);
    expect(readFileSync(manifest, 'utf8')).not.toContain('@keyshop/ui');
    // The same file for the page using every component does name them: the check can fail.
    expect(readFileSync(join(app, '.next/server/app/page_client-reference-manifest.js'), 'utf8')).toContain(
      '@keyshop/ui/dist/components/Accordion/index.js',
    );
    const { page, problems } = await open('/server-only');
    await page.getByRole('heading', { name: 'Server-only' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
