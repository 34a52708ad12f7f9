// Gzip budgets over the framework build (`npm run build` first): the JavaScript each public route needs to
// hydrate (the client entry, the root and layout route modules, the page's route module and every chunk they
// import statically), and the stylesheet every document carries in its head. A budget passed by less than 2 %
// fails too: make room, don't raise the limit.
// Then the number of JavaScript files each of those pages hydrates with. Prints a table and exits with 1 on
// failure. WEB_DIST measures another build folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const HEADROOM = 0.02;
// No public page's hydration JavaScript may grow: each limit is the page's size when that rule replaced the old
// 130 kB target (phones are measured by when they hydrate instead, `npm run bench:web -- --throttling devtools`;
// what each chunk holds is in docs/benchmarks.md).
const hydrationLimits = {
  HomePage: 159.3,
  ProductsPage: 162.2,
  ProductPage: 157.5,
  FaqPage: 151.7,
  FaqCategoryPage: 160.7,
  BlogPage: 152.8,
  ContentPage: 149.7,
  ContactUsPage: 149.9,
  NotFoundPage: 148.5,
};
const CSS_BUDGET = 20 * KB;

const build = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const dist = path.join(build, 'client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The manifest keys a chunk pulls in statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}
const routeKey = (file) => {
  const key = Object.keys(manifest).find((k) => k.split('?')[0] === file);
  if (!key) throw new Error(`${file} is missing from the build`);
  return key;
};
const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));
const sizeOf = (keys) => [...filesOf(keys)].reduce((n, f) => n + gz(f), 0);

const shell = ['src/entry.client.tsx', 'src/root.tsx', 'src/routes/Layout.tsx'].map(routeKey);
// Pages anyone can open from a link or a search engine (the personal ones hydrate the same way, not counted).
const pages = Object.entries(hydrationLimits).map(([name, limit]) => {
  const keys = new Set();
  for (const key of [...shell, routeKey(`src/routes/pages/${name}.tsx`)]) staticClosure(key, keys);
  return { name, keys, limit };
});
const rows = pages.map(({ name, keys, limit }) => ({
  name: `hydrate ${name} (JS)`,
  size: sizeOf(keys),
  budget: limit * KB,
}));
// The server build's entry hands it to every document (entry.server.tsx); no route links a CSS file.
const { entry } = await import(pathToFileURL(path.join(build, 'server/index.js')).href);
rows.push({
  name: 'CSS (inline in every page)',
  size: gzipSync(entry.module.stylesheet, { level: 9 }).length,
  budget: CSS_BUDGET,
});

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'budget (gzip)'.padEnd(width)}  ${'size'.padStart(9)}  ${'limit'.padStart(9)}  headroom`);
let failed = 0;
for (const row of rows) {
  const headroom = 1 - row.size / row.budget;
  const status = headroom >= HEADROOM ? 'ok' : row.size > row.budget ? 'OVER' : 'TOO CLOSE';
  if (status !== 'ok') failed += 1;
  console.log(
    `${row.name.padEnd(width)}  ${kb(row.size).padStart(9)}  ${kb(row.budget).padStart(9)}  ${(headroom * 100).toFixed(1).padStart(6)} %  ${status}`,
  );
}
// A phone fetches six files at a time: a public page hydrates with the runtime, the shell, the four small entry
// files and one chunk of its own (vite.config.ts, pageCopies).
const FILE_LIMIT = 7;
for (const { name, keys } of pages) {
  const files = filesOf(keys).size;
  console.log(
    `${`files ${name}`.padEnd(width)}  ${String(files).padStart(9)}  ${String(FILE_LIMIT).padStart(9)}`,
  );
  if (files > FILE_LIMIT) {
    console.error(`${name} hydrates with ${files} JavaScript files, more than ${FILE_LIMIT}.`);
    failed += 1;
  }
}
if (failed) {
  console.error(
    `\n${failed} budget${failed === 1 ? '' : 's'} exceeded or within ${HEADROOM * 100} % of the limit.`,
  );
  process.exit(1);
}
