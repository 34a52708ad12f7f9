// `npm run bench:web`: Lighthouse 12 (mobile, simulated throttling) on /, /products and a product page of the
// built store. Starts the store itself (built API serving apps/web/dist) on a free port with a temporary data
// dir, audits with Debian's Chromium in a fresh profile, prints the scores and LCP/TBT/CLS, then stops it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
const chromium = require('../../../tooling/chromium.cjs');
// WEB_DIST: audit another build folder (parallel work in one checkout must not share apps/web/dist).
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const apiMain = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

async function startStore(dataDir) {
  const store = spawn(process.execPath, [apiMain], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'info',
    },
  });
  const url = await new Promise((resolve, reject) => {
    store.once('exit', (code) =>
      reject(new Error(`the store exited (code ${code}); build apps/api and apps/web`)),
    );
    createInterface({ input: store.stdout }).on('line', (line) => {
      const address = /Keyshop running at (http:\/\/\S+?)"/.exec(line)?.[1];
      if (address) resolve(address.replace('localhost', '127.0.0.1'));
    });
  });
  const stop = async () => {
    if (store.exitCode !== null) return;
    const exited = once(store, 'exit');
    process.kill(-store.pid, 'SIGTERM');
    await exited;
  };
  return { url, stop };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-bench-'));
const profile = mkdtempSync(path.join(tmpdir(), 'keyshop-lh-profile-'));
const store = await startStore(dataDir);
let chrome;
let failed = false;
try {
  const { results } = await (await fetch(`${store.url}/api/kinguin/products?limit=1`)).json();
  const pages = ['/', '/products', `/product/${results[0].id}`];
  chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: ['--headless=new', ...chromium.args],
    userDataDir: profile,
  });
  const rows = [];
  for (const page of pages) {
    // Mobile with simulated throttling are Lighthouse's defaults; said here so a default change shows.
    const { lhr } = await lighthouse(
      `${store.url}${page}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } },
    );
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP (ms)': Math.round(audit('largest-contentful-paint')),
      'TBT (ms)': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
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
  console.table(rows);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
