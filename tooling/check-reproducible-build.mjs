// The same sources must build the same storefront client (file names and bytes) from any checkout path: the
// budgets, the CDN's cache and the hashed asset names all rely on it. This copies the checkout's files (tracked
// and untracked, not ignored) into two temporary directories at different paths and depths, builds contracts,
// ui and the web client in each, and compares apps/web/dist and packages/ui/dist file by file.
//
// One install serves both copies (hard links of this checkout's node_modules, so every path, dependencies
// included, lies under the copy's own directory, as in a fresh clone). Takes about two minutes on two cores
// (two builds of contracts, ui and web). KEEP_REPRO_DIRS=1 keeps the copies for inspection.
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

const base = mkdtempSync(path.join(os.tmpdir(), 'keyshop-repro-'));
const copies = [path.join(base, 'a'), path.join(base, 'a-much-longer-directory', 'nested', 'checkout')];
let failed = false;
try {
  for (const copy of copies) {
    copySources(copy);
    linkInstall(copy);
    build(copy);
  }
  const [first, second] = copies.map(fingerprint);
  const names = [...new Set([...first.keys(), ...second.keys()])].sort();
  const differing = names.filter((name) => first.get(name) !== second.get(name));
  for (const name of differing)
    console.error(
      `${name}: ${!first.has(name) ? 'only in the second build' : !second.has(name) ? 'only in the first build' : 'differs'}`,
    );
  if (differing.length) {
    failed = true;
    console.error(
      `\n${differing.length} of ${names.length} build files differ between two checkout paths` +
        ' (KEEP_REPRO_DIRS=1 keeps both copies to compare).',
    );
  } else console.log(`Reproducible: ${names.length} files identical in ${outputs.join(' and ')}.`);
} finally {
  if (process.env.KEEP_REPRO_DIRS) console.log(`Copies kept in ${base}`);
  else rmSync(base, { recursive: true, force: true });
}
if (failed) process.exit(1);
