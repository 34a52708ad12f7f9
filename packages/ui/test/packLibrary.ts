import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package directory (packages/ui). */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** `npm pack` into `destination`, as the registry would serve the package; returns the tarball's file name. */
export function packLibrary(destination: string): string {
  const output = execFileSync('npm', ['pack', '--pack-destination', destination, '--silent'], {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return output.trim().split('\n').pop()!;
}

/** The packed package unpacked at `<app>/node_modules/@keyshop/ui`, replacing whatever was there. */
export function unpackLibrary(tarball: string, app: string): string {
  const target = join(app, 'node_modules/@keyshop/ui');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  return target;
}
