// `npm run bench:web`: two parts, on the built store (built API serving apps/web/dist), each started by this
// script on a free port with a temporary data dir, then stopped.
// 1. Lighthouse 12 (mobile, simulated throttling) on /, /products and a product page, three runs each, the
//    median run (Lighthouse's own pick) reported: scores, FCP/LCP/TBT/TTI/CLS, the LCP element and its phases.
//    Debian's Chromium in a fresh profile.
// 2. Server-render throughput: autocannon on /products and /product/:id of a 100,000-product catalogue, beside
//    the JSON API answering the same data (req/s, p50, p99): one URL asked again and again (the page cache
//    answers), then a different page for every request (each one rendered).
// Options: --runs 3 --products 100000 --duration 10 --connections 10 --skip lighthouse|throughput
//   --pages all: Lighthouse on every public page (the sitemap's, a product, the cart, the wish list, sign-in and
//   registration) instead of the three; or the paths given (--pages /faq,/cart);
//   --throttling simulate|devtools: Lighthouse's default estimates the metrics from an unthrottled load (Lantern);
//   devtools loads the page through the same mobile network and CPU throttling and reports what it saw, and
//   when the page hydrated.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pagePaths, publicPagePaths } from '@keyshop/contracts';

const require = createRequire(import.meta.url);
const chromium = require('../../../tooling/chromium.cjs');
// WEB_DIST: audit another build folder (parallel work in one checkout must not share apps/web/dist).
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const apiMain = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
const seedCli = fileURLToPath(new URL('../../api/src/cli/seed.ts', import.meta.url));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    skip: { type: 'string', multiple: true, default: [] },
    throttling: { type: 'string', default: 'simulate' },
    pages: { type: 'string', default: 'three' },
  },
});
if (!['simulate', 'devtools'].includes(options.throttling))
  throw new Error(`--throttling is simulate or devtools, not "${options.throttling}"`);
if (
  !['three', 'all'].includes(options.pages) &&
  !options.pages.split(',').every((page) => page.startsWith('/'))
)
  throw new Error(`--pages is three, all or paths (/faq,/cart), not "${options.pages}"`);

/**
 * The pages Lighthouse loads: the three of the README's table, every page a visitor opens without signing in, or
 * the paths given.
 */
function benchPages(productPath) {
  if (options.pages === 'three') return [pagePaths.home, pagePaths.products, productPath];
  if (options.pages !== 'all') return options.pages.split(',');
  const { cart, wishlist, login, register } = pagePaths;
  return [...publicPagePaths, productPath, cart, wishlist, login, register];
}

/** Runs a command to its end (output shown); rejects unless it exits with 0. */
async function run(command, args, env) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** A port free on 127.0.0.1 right now. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** The built store on a free port; resolves once it answers (its request log stays off: it would cost time). */
async function startStore(dataDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const store = spawn(process.execPath, [apiMain], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Production React on the server too, as a deployment runs it.
      NODE_ENV: 'production',
      ...env,
    },
  });
  let exitCode;
  store.once('exit', (code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`the store exited (code ${exitCode}); build apps/api and apps/web`);
    const answer = await fetch(`${url}/api/kinguin/products?limit=1`).catch(() => undefined);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (store.exitCode !== null) return;
    const exited = once(store, 'exit');
    process.kill(-store.pid, 'SIGTERM');
    await exited;
  };
  return { url, stop, pid: store.pid };
}

/**
 * CPU time the process has used so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in 1/100 s), or
 * undefined elsewhere. Unlike req/s it does not depend on what else the machine is running.
 */
function cpuTime(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** When the page hydrated: the `hydrated` mark the app sets then, in ms from the navigation, or NaN. */
const hydratedAt = (lhr) =>
  lhr.audits['user-timings']?.details?.items?.find((item) => item.name === 'hydrated')?.startTime ?? NaN;

/** Lighthouse on the pages of a store with the default catalogue; the median of `runs` runs of each. */
async function lighthouseBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-bench-'));
  const profile = mkdtempSync(path.join(tmpdir(), 'keyshop-lh-profile-'));
  const store = await startStore(dataDir);
  let chrome;
  try {
    const { results } = await (await fetch(`${store.url}/api/kinguin/products?limit=1`)).json();
    const pages = benchPages(`/product/${results[0].id}`);
    chrome = await chromeLauncher.launch({
      chromePath: chromium.executablePath,
      chromeFlags: ['--headless=new', ...chromium.args],
      userDataDir: profile,
    });
    const rows = [];
    for (const page of pages) {
      const runs = [];
      // A run that failed to record (it says why; a fresh Chrome's first trace sometimes has no navigation
      // start) is run again, at most twice per page, so the median is of `runs` good runs.
      for (let retries = 2; runs.length < Number(options.runs);) {
        // Mobile and simulated throttling are Lighthouse's defaults; said here so a default change shows.
        const { lhr } = await lighthouse(
          `${store.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
          {
            extends: 'lighthouse:default',
            settings: { formFactor: 'mobile', throttlingMethod: options.throttling },
          },
        );
        if (lhr.runtimeError && retries-- > 0)
          console.log(`${page}: run failed, again: ${lhr.runtimeError.message}`);
        else runs.push(lhr);
      }
      // A run still failing after the retries is left out of the median.
      for (const run of runs)
        if (run.runtimeError) console.log(`${page}: run failed: ${run.runtimeError.message}`);
      const valid = filterToValidRuns(runs);
      if (!valid.length) throw new Error(`${page}: no run painted`);
      const lhr = computeMedianRun(valid);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        page,
        performance: score('performance'),
        'performance (runs)': runs
          .map((run) => Math.round((run.categories.performance.score ?? 0) * 100))
          .join('/'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'FCP (ms)': Math.round(audit('first-contentful-paint')),
        'LCP (ms)': Math.round(audit('largest-contentful-paint')),
        'TBT (ms)': Math.round(audit('total-blocking-time')),
        // Interactive: the end of the last long task before five quiet seconds (the first paint when no task
        // after it is long), so it does not wait for hydration.
        'TTI (ms)': Math.round(audit('interactive')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        // When the page hydrated (the app's `hydrated` mark), as loaded: the simulation has no such figure.
        ...(options.throttling === 'devtools' && { 'hydrated (ms)': Math.round(hydratedAt(lhr)) }),
      });
      // The audits that cost points, so a drop says why.
      const lost = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      if (lost.length) console.log(`${page}: ${lost.join(', ')}`);
      // What the largest paint was and where its time went (TTFB, load delay, load time, render delay).
      const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
      const snippet = element?.items?.[0]?.node?.snippet;
      const timing = (phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
      if (snippet) console.log(`${page}: LCP ${snippet.slice(0, 120)} — ${timing.join(', ')}`);
      for (const item of lhr.audits['inspector-issues']?.details?.items ?? []) {
        console.log(`${page}: browser issue ${item.issueType}`, JSON.stringify(item.subItems?.items ?? []));
      }
    }
    console.log(
      `Lighthouse, mobile, ${options.throttling} throttling, median of ${options.runs} runs per page:`,
    );
    console.table(rows);
  } finally {
    await chrome?.kill();
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * autocannon after a warm-up: req/s, p50 and p99 latency. `url` is one URL, or a function of the request's
 * number giving a new path each time (every request a different page: what a cache cannot hide).
 */
async function load(url, { origin, headers, pid } = {}) {
  const connections = Number(options.connections);
  let next = 0;
  const target =
    typeof url === 'function'
      ? { url: origin, requests: [{ setupRequest: (request) => ({ ...request, path: url(next++) }) }] }
      : { url };
  await autocannon({ ...target, headers, connections, duration: 2 });
  const cpuBefore = cpuTime(pid);
  const result = await autocannon({ ...target, headers, connections, duration: Number(options.duration) });
  const cpu = cpuTime(pid) - cpuBefore;
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${origin ?? url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return {
    'req/s': Math.round(result.requests.average),
    'p50 (ms)': result.latency.p50,
    'p99 (ms)': result.latency.p99,
    'store CPU/req (ms)': Number.isNaN(cpu) ? '–' : (cpu / result.requests.total).toFixed(2),
  };
}

/** Server-rendered pages beside the JSON API answering the same data, on a large catalogue. */
async function throughputBench() {
  const products = Number(options.products);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-bench-ssr-'));
  const started = performance.now();
  // The seed command fills it (large catalogues with at most 3 keys a product: reads do not depend on them).
  await run(process.execPath, ['--import', 'tsx', seedCli, '--products', String(products)], {
    DATA_DIR: dataDir,
  });
  const store = await startStore(dataDir, { SEED_PRODUCTS: String(products) });
  console.log(
    `\nstore with ${products.toLocaleString('en')} products seeded and up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  try {
    const id = Math.ceil(products / 2);
    // The list query the /products page loads (page 2 of the featured order, 24 a page) and the detail, each
    // asked again and again (served from the page cache after the first render) ...
    const cases = [
      [
        'HTML /products?page=2',
        '/products?page=2',
        'JSON list page 2 (24)',
        '/api/kinguin/products?page=2&limit=24&sortBy=featured',
      ],
      [`HTML /product/${id}`, `/product/${id}`, `JSON /products/${id}`, `/api/kinguin/products/${id}`],
    ];
    const rows = [];
    for (const [htmlName, htmlPath, jsonName, jsonPath] of cases) {
      rows.push({ case: htmlName, ...(await load(`${store.url}${htmlPath}`, { pid: store.pid })) });
      rows.push({ case: jsonName, ...(await load(`${store.url}${jsonPath}`, { pid: store.pid })) });
    }
    rows.push({
      case: 'HTML /products?page=2, br or gzip accepted',
      ...(await load(`${store.url}/products?page=2`, {
        headers: { 'accept-encoding': 'br, gzip' },
        pid: store.pid,
      })),
    });
    // ... and a different page each time: every request renders (the render's own cost, nothing cached).
    const pages = Math.floor(products / 24);
    const spread = (n, count) => 1 + ((n * 7919) % count); // distinct for the first `count` requests
    const distinct = [
      ['HTML /products?page=N, distinct', (n) => `/products?page=${spread(n, pages)}`],
      [
        'JSON list page N (24), distinct',
        (n) => `/api/kinguin/products?page=${spread(n, pages)}&limit=24&sortBy=featured`,
      ],
      ['HTML /product/:id, distinct', (n) => `/product/${spread(n, products)}`],
      ['JSON /products/:id, distinct', (n) => `/api/kinguin/products/${spread(n, products)}`],
    ];
    for (const [name, pathOf] of distinct) {
      rows.push({ case: name, ...(await load(pathOf, { origin: store.url, pid: store.pid })) });
    }
    console.log(
      `autocannon: ${options.connections} connections, ${options.duration} s per case (after 2 s warm-up), uncompressed unless said, one store process`,
    );
    console.table(rows);
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = false;
for (const [name, bench] of [
  ['lighthouse', lighthouseBench],
  ['throughput', throughputBench],
]) {
  if (options.skip.includes(name)) continue;
  try {
    await bench();
  } catch (error) {
    failed = true;
    console.error(error);
  }
}
process.exit(failed ? 1 : 0);
