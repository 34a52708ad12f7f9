// Builds Storybook, serves the static build on 127.0.0.1 and runs the test-runner (play functions + axe)
// over every story in Debian's Chromium. Pass `--no-build` to reuse an existing build; STORYBOOK_OUT picks
// the output folder (default storybook-static), so parallel runs do not overwrite each other.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.env.STORYBOOK_OUT ?? 'storybook-static';
const bin = (pkg, file) => fileURLToPath(new URL(`../node_modules/${pkg}/${file}`, import.meta.url));

const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`)),
    );
  });

if (!process.argv.includes('--no-build')) {
  await run(process.execPath, [bin('storybook', 'dist/bin/dispatcher.js'), 'build', '--quiet', '-o', out]);
}

const server = createServer(sirv(resolve(root, out), { dev: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;
try {
  const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  await run(process.execPath, [
    bin('@storybook/test-runner', 'dist/test-storybook.js'),
    '--url',
    url,
    '--maxWorkers=2',
    ...extra,
  ]);
} finally {
  server.close();
}
