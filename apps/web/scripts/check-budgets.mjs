// Gzip budgets over the Vite build (`npm run build` first): the first page's JavaScript (the entry and every
// chunk it imports statically), what each lazy route or deferred part adds on top of that (the same limit),
// and all CSS. Prints a table and exits with 1 when a budget is exceeded. WEB_DIST measures another build
// folder (parallel work in one checkout).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const budgets = { firstPage: 100 * KB, routeChunk: 30 * KB, css: 20 * KB };

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The manifest keys a chunk pulls in statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}
const files = (keys) => [...keys].map((key) => manifest[key].file);
const sum = (list) => list.reduce((total, file) => total + gz(file), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstPage = staticClosure(entry);
const rows = [
  { name: 'first page JS (entry + static imports)', size: sum(files(firstPage)), budget: budgets.firstPage },
];

for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort()) {
  // What visiting the route downloads beyond the first page.
  const extra = [...staticClosure(key)].filter((k) => !firstPage.has(k));
  // Pages are routes; any other lazy module is a part loaded after the first paint (header menus, toaster…).
  const kind = key.includes('src/routes/pages/') ? 'route' : 'deferred';
  rows.push({
    // A dependency loaded on its own (socket.io-client) by its package name.
    name: `${kind} ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(key)?.[1] ?? manifest[key].name ?? key}`,
    size: sum(files(extra)),
    budget: budgets.routeChunk,
  });
}

const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
rows.push({
  name: `CSS (${css.length} file${css.length === 1 ? '' : 's'})`,
  size: sum(css),
  budget: budgets.css,
});

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'budget (gzip)'.padEnd(width)}  ${'size'.padStart(9)}  ${'limit'.padStart(9)}`);
let over = 0;
for (const row of rows) {
  const ok = row.size <= row.budget;
  if (!ok) over += 1;
  console.log(
    `${row.name.padEnd(width)}  ${kb(row.size).padStart(9)}  ${kb(row.budget).padStart(9)}  ${ok ? 'ok' : 'OVER'}`,
  );
}
if (over) {
  console.error(`\n${over} budget${over === 1 ? '' : 's'} exceeded.`);
  process.exit(1);
}
