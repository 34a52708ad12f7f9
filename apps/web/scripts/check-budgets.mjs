// Gzip budgets over the Vite build (`npm run build` first): the first page's JavaScript (the entry and every
// chunk it imports statically), what the app loads at start beside it, what each lazy route or deferred part
// adds on top of those (the same limit), and all CSS. Prints a table and exits with 1 when a budget is exceeded. WEB_DIST measures another build
// folder (parallel work in one checkout). Targets still missed are held at a ceiling (see `ceilings`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const budgets = { firstPage: 100 * KB, routeChunk: 30 * KB, css: 20 * KB };
// Rows that still miss the target, held at their measured size so they can only shrink (a ratchet):
// they print as MISSED and fail only if they grow past the ceiling. Delete a row once it meets its target.
const ceilings = {
  'deferred UserMenu': 31.5 * KB, // Radix DropdownMenu with popper/floating-ui, loaded after the first paint
};

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

// Chunks the entry starts loading as soon as it runs, beside the first paint (the stored values' schemas with
// zod, see src/state/loadStoredSchemas.ts). Every page waits for them, so no route counts them again.
const loadedAtStart = new Set(firstPage);
for (const key of Object.keys(manifest).filter((k) => manifest[k].name === 'storedSchemas')) {
  const extra = [...staticClosure(key)].filter((k) => !loadedAtStart.has(k));
  extra.forEach((k) => loadedAtStart.add(k));
  rows.push({ name: `at start ${manifest[key].name}`, size: sum(files(extra)), budget: budgets.routeChunk });
}
if (loadedAtStart.size === firstPage.size)
  throw new Error('The storedSchemas chunk is missing from the build');

// Everything loaded by a dynamic import: routes, deferred parts, and the parts of a page loaded when shown (the
// account's tab panels), including a module that other chunks also import statically (a shared chunk).
const dynamicTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
for (const key of [...dynamicTargets].filter((k) => !loadedAtStart.has(k)).sort()) {
  // What loading it downloads beyond the first page and what loads at start (a panel: beyond its route too).
  const extra = [...staticClosure(key)].filter((k) => !loadedAtStart.has(k));
  // Pages are routes; any other lazy module is a part loaded after the first paint (header menus, toaster…)
  // or when shown (a tab panel).
  const kind = /^src\/routes\/pages\/|^_\w+Page-/.test(key) ? 'route' : 'deferred';
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
const missed = [];
for (const row of rows) {
  const ceiling = ceilings[row.name];
  const status =
    row.size <= row.budget
      ? 'ok'
      : ceiling && row.size <= ceiling
        ? `MISSED (ceiling ${kb(ceiling)})`
        : 'OVER';
  if (status === 'OVER') over += 1;
  if (status.startsWith('MISSED')) missed.push(row.name);
  console.log(
    `${row.name.padEnd(width)}  ${kb(row.size).padStart(9)}  ${kb(row.budget).padStart(9)}  ${status}`,
  );
}
const met = Object.keys(ceilings).filter((name) =>
  rows.some((row) => row.name === name && row.size <= row.budget),
);
if (met.length) console.log(`\nNow within target, remove their ceilings: ${met.join(', ')}.`);
if (missed.length)
  console.warn(
    `\n${missed.length} target${missed.length === 1 ? '' : 's'} still missed (held at a ceiling): ${missed.join(', ')}.`,
  );
if (over) {
  console.error(`\n${over} budget${over === 1 ? '' : 's'} exceeded.`);
  process.exit(1);
}
