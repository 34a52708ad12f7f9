// The same sources must build the same storefront client (file names and bytes) from any checkout path: the
// budgets, the CDN's cache and the hashed asset names all rely on it. This builds contracts, ui and the web client
// in this checkout (turbo: nothing to do right after `turbo run build`), copies the checkout's files (tracked and
// untracked, not ignored) into a temporary directory at another path and depth, builds the same there, and
// compares apps/web/dist and packages/ui/dist file by file.
//
// The copy gets this checkout's install (hard links of its node_modules, so every path, dependencies included,
// lies under the copy's own directory, as in a fresh clone). Takes about a minute on two cores (one build of
// contracts, ui and web). KEEP_REPRO_DIRS=1 keeps the copy for inspection.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/web/dist', 'packages/ui/dist'];
const workspaces = ['@keyshop/contracts', '@keyshop/ui', '@keyshop/web'];

function copySources(target) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(target, file));
}

/**
 * The copy gets this checkout's install as hard links (instant, no extra disk; a full copy where /tmp is another
 * file system). Its relative workspace links (@keyshop/*) then point into the copy itself.
 */
function linkInstall(target) {
  const installs = [
    'node_modules',
    ...['apps', 'packages'].flatMap((dir) =>
      readdirSync(path.join(root, dir)).map((name) => path.join(dir, name, 'node_modules')),
    ),
  ].filter((install) => existsSync(path.join(root, install)));
  for (const install of installs) {
    const from = path.join(root, install);
    const to = path.join(target, install);
    if (spawnSync('cp', ['-al', from, to]).status !== 0) {
      rmSync(to, { recursive: true, force: true });
      execFileSync('cp', ['-a', from, to]);
    }
  }
}

function build(target) {
  const started = Date.now();
  for (const workspace of workspaces) {
    const run = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: target,
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    if (run.status !== 0) {
      console.error(run.stdout, run.stderr);
      throw new Error(`Building ${workspace} in ${target} failed`);
    }
  }
  console.log(`built in ${target} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** Every file under the outputs, by path relative to the copy, with its sha256. */
function fingerprint(target) {
  const sums = new Map();
  for (const output of outputs) {
    for (const file of readdirSync(path.join(target, output), { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const full = path.join(file.parentPath, file.name);
      sums.set(path.relative(target, full), createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  }
  return sums;
}

/** Brings this checkout's own build up to date (turbo replays it when the sources are unchanged). */
function buildHere() {
  const filters = workspaces.map((workspace) => `--filter=${workspace}`);
  const run = spawnSync('npx', ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) throw new Error('Building this checkout failed');
}

const base = mkdtempSync(path.join(os.tmpdir(), 'keyshop-repro-'));
const copy = path.join(base, 'a-much-longer-directory', 'nested', 'checkout');
let failed = false;
try {
  buildHere();
  copySources(copy);
  linkInstall(copy);
  build(copy);
  const [first, second] = [root, copy].map(fingerprint);
  const names = [...new Set([...first.keys(), ...second.keys()])].sort();
  const differing = names.filter((name) => first.get(name) !== second.get(name));
  for (const name of differing)
    console.error(
      `${name}: ${!first.has(name) ? 'only in the copy' : !second.has(name) ? 'only in the checkout' : 'differs'}`,
    );
  if (differing.length) {
    failed = true;
    console.error(
      `\n${differing.length} of ${names.length} build files differ between two checkout paths` +
        ' (KEEP_REPRO_DIRS=1 keeps the copy to compare).',
    );
  } else console.log(`Reproducible: ${names.length} files identical in ${outputs.join(' and ')}.`);
} finally {
  if (process.env.KEEP_REPRO_DIRS) console.log(`Copy kept in ${copy}`);
  else rmSync(base, { recursive: true, force: true });
}
if (failed) process.exit(1);
