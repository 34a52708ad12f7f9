// Builds Storybook, serves the static build on 127.0.0.1 and runs the test-runner over every story in Debian's
// Chromium: play functions, axe, the visual comparison of each story in light and dark with the committed
// baselines, and each play-function story again under a changed toolbar (dark, right to left, phone viewport,
// motion on; .storybook/test-runner.ts). Beside it, checks that every docs page renders each story in its own
// theme and compares a screenshot of each docs page with its baseline (tooling/check-docs-themes.ts): the docs
// check mostly waits for pages, so the two share the cores well.
// `--update` accepts visual changes (rewrites the differing baselines); `--no-build` reuses an existing build;
// STORYBOOK_OUT picks the output folder (default storybook-static), so parallel runs do not overwrite each other.
// A visual failure leaves the diff images and one HTML report listing them in test-results/visual/.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { baselineDir, seenFile } from './visual/compare.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.env.STORYBOOK_OUT ?? 'storybook-static';
const bin = (pkg, file) => fileURLToPath(new URL(`../node_modules/${pkg}/${file}`, import.meta.url));
const flags = new Set(['--no-build', '--update']);
const visualDir = resolve(root, 'test-results/visual');
const diffDir = join(visualDir, 'diffs');

const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.at(-1)} exited with ${code}`)),
    );
  });

/** One page listing every diff image (baseline | difference | new) jest-image-snapshot wrote. */
function writeReport() {
  const diffs = readdirSync(diffDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => entry.name)
    .sort();
  if (diffs.length === 0) return;
  const rows = diffs
    .map((name) => `<h2>${name.replace(/-diff\.png$/, '')}</h2><img src="diffs/${name}" alt="${name}">`)
    .join('\n');
  writeFileSync(
    join(visualDir, 'report.html'),
    `<!doctype html><meta charset="utf-8"><title>Visual differences</title>
<style>body{font-family:sans-serif;margin:2rem}img{max-width:100%;border:1px solid #ccc}</style>
<h1>${diffs.length} visual difference(s)</h1>
<p>Each image shows the baseline, the difference and the new rendering. Accept intended changes with
<code>npm run test:visual -- --update</code>.</p>
${rows}\n`,
  );
  console.error(`\n${diffs.length} visual difference(s): see ${join(visualDir, 'report.html')}`);
}

if (!process.argv.includes('--no-build')) {
  await run(process.execPath, [bin('storybook', 'dist/bin/dispatcher.js'), 'build', '--quiet', '-o', out]);
}

rmSync(visualDir, { recursive: true, force: true });
mkdirSync(diffDir, { recursive: true });
const server = createServer(sirv(resolve(root, out), { dev: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
const testRunner = (args) =>
  run(process.execPath, [
    bin('@storybook/test-runner', 'dist/test-storybook.js'),
    '--url',
    url,
    '--maxWorkers=2',
    // Whole-page stories run axe over hundreds of elements: on a busy 2-core machine that outgrows 15 s.
    '--testTimeout=60000',
    ...args,
  ]);
const docsCheck = (update) =>
  run(process.execPath, [
    '--import',
    'tsx',
    'tooling/check-docs-themes.ts',
    url,
    ...(update ? ['--update'] : []),
  ]);
try {
  const extra = process.argv.slice(2).filter((arg) => !flags.has(arg));
  const update = process.argv.includes('--update');
  const failed = (
    await Promise.allSettled([
      testRunner(update ? [...extra, '--updateSnapshot'] : extra),
      docsCheck(update),
    ]).finally(writeReport)
  )
    .filter((outcome) => outcome.status === 'rejected')
    .map((outcome) => outcome.reason);
  if (failed.length > 0) throw new AggregateError(failed, failed.map((error) => error.message).join('; '));
  // A full update also drops the baselines of screenshots the suite no longer takes (renamed stories, stories
  // now shown in one theme); a run limited to some stories leaves the others alone.
  if (update && extra.length === 0) {
    const seen = new Set(readFileSync(seenFile, 'utf8').split('\n'));
    const stale = readdirSync(baselineDir).filter((name) => !seen.has(name.replace(/\.png$/, '')));
    stale.forEach((name) => rmSync(join(baselineDir, name)));
    console.log(`Visual baselines: ${seen.size - 1} screenshots, ${stale.length} stale baselines removed.`);
  }
} finally {
  server.close();
}
