import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir, packLibrary } from './packLibrary';

// The library as another store gets it: `npm pack`, installed into a brand-new Vite app.
const rootPkg = JSON.parse(readFileSync(join(packageDir, '../../package.json'), 'utf8'));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let app: string;

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'keyshop-ui-consumer-'));
  const tarball = packLibrary(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@keyshop/ui': `file:./${tarball}`,
        react: rootPkg.devDependencies.react,
        'react-dom': rootPkg.devDependencies['react-dom'],
        vite: rootPkg.devDependencies.vite,
      },
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    [
      "import { createElement as h } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button, lightTheme } from '@keyshop/ui';",
      "import '@keyshop/ui/styles.css';",
      'document.documentElement.classList.add(lightTheme);',
      "createRoot(document.getElementById('root')).render(h(Button, null, 'Consumer button'));",
    ].join('\n'),
  );
  writeFileSync(
    join(app, 'ssr.mjs'),
    [
      "import { createElement as h } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "import * as ui from '@keyshop/ui';",
      "process.stdout.write(renderToString(h(ui.ThemeRoot, { theme: 'dark' }, h(ui.Button, { loading: true }, 'Pay'))));",
    ].join('\n'),
  );
  // Node resolves through the package's `exports` map as bundlers do: each component entry's JS and its CSS.
  writeFileSync(
    join(app, 'resolve.mjs'),
    [
      "import { readdirSync } from 'node:fs';",
      "const components = readdirSync('node_modules/@keyshop/ui/dist/components');",
      'const resolved = Object.fromEntries(components.map((name) => [name, {',
      '  js: import.meta.resolve(`@keyshop/ui/components/${name}`),',
      '  css: import.meta.resolve(`@keyshop/ui/components/${name}/styles.css`),',
      '}]));',
      "resolved.themes = { css: import.meta.resolve('@keyshop/ui/themes.css') };",
      'process.stdout.write(JSON.stringify(resolved));',
    ].join('\n'),
  );
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
});

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('the packed library', () => {
  it('renders with renderToString in plain Node (no window at import)', () => {
    const html = execFileSync('node', ['ssr.mjs'], { cwd: app, encoding: 'utf8' });
    expect(html).toContain('data-theme="dark"');
    expect(html).toMatch(/<button[^>]*aria-busy="true"[^>]*>.*Pay<\/button>/);
  });

  it('builds inside a fresh Vite app, bundling the components and the stylesheet', () => {
    execFileSync('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { cwd: app });
    const assets = readdirSync(join(app, 'dist/assets'));
    const js = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'));
    const css = assets
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'));
    expect(js.join('')).toContain('Consumer button');
    expect(css.join('')).toContain('--ks-color-accent');
  });

  it("exports every component's stylesheet beside its JS, and the theme's", () => {
    const resolved: Record<string, { js?: string; css: string }> = JSON.parse(
      execFileSync('node', ['resolve.mjs'], { cwd: app, encoding: 'utf8' }),
    );
    const components = readdirSync(join(app, 'node_modules/@keyshop/ui/dist/components'));
    expect(components).toContain('Button');
    for (const name of components) {
      expect(resolved[name]!.js, name).toMatch(new RegExp(`/dist/components/${name}/index\\.js$`));
      const css = readFileSync(new URL(resolved[name]!.css), 'utf8');
      // DirectionProvider draws nothing: its stylesheet is there, empty.
      if (name === 'DirectionProvider') expect(css).toBe('');
      else expect(css, name).toMatch(/\{[^}]*:/);
    }
    expect(readFileSync(new URL(resolved.Button!.css), 'utf8')).toContain('var(--ks-');
    expect(readFileSync(new URL(resolved.themes!.css), 'utf8')).toContain('--ks-color-accent');
  });

  it('marks the entries whose code needs the browser "use client", and only those', () => {
    const dist = join(app, 'node_modules/@keyshop/ui/dist');
    const firstLine = (file: string) => readFileSync(join(dist, file), 'utf8').split('\n', 1)[0];
    const client = [
      'Accordion',
      'Button',
      'DropdownMenu',
      'Footer',
      'Header',
      'ProductCard',
      'Tabs',
      'Toaster',
    ];
    const server = ['Badge', 'EmptyState', 'Price', 'Skeleton', 'Spinner', 'StockNotice', 'TextField'];
    for (const name of client) expect(firstLine(`components/${name}/index.js`), name).toBe('"use client";');
    for (const name of server)
      expect(firstLine(`components/${name}/index.js`), name).not.toContain('use client');
    for (const entry of ['index.js', 'themes.js', 'theming.js', 'cart.js']) {
      expect(firstLine(entry), entry).not.toContain('use client');
    }
    // The root re-exports the client components through their own (marked) files, never from shared chunks.
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).toContain(
      "export * from './components/Accordion/index.js';",
    );
  });
});
