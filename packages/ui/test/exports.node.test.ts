import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The built package, as consumers load it (typecheck may run before the build, so these stay untyped).
const dist = (entry: string): Promise<Record<string, unknown>> => import(`../dist/${entry}`);

describe('public API', () => {
  it('keeps the same named exports (update the snapshot on purpose only)', async () => {
    const api = await dist('index.js');
    expect(Object.keys(api).sort()).toMatchSnapshot();
    expect('default' in api).toBe(false);
  });

  it('exports only what the export map names, with CSS listed as a side effect', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(Object.keys(pkg.exports)).toEqual([
      '.',
      './components/*',
      './cart',
      './themes',
      './theming',
      './components/*/styles.css',
      './styles.css',
      './themes.css',
      './reset.css',
      './package.json',
    ]);
    expect(pkg.sideEffects).toContain('*.css');
    expect(Object.keys(pkg.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(readFileSync(new URL('../dist/index.css', import.meta.url), 'utf8')).not.toContain(
      'sourceMappingURL',
    );
  });
});

describe('the theming entry point', () => {
  it('builds a brand theme and checks contrast without loading the components', async () => {
    const theming = await dist('theming.js');
    expect(Object.keys(theming).sort()).toMatchSnapshot();
    const createBrandTheme = theming.createBrandTheme as (options: object) => { cssText: string };
    expect(createBrandTheme({ name: 'acme', accent: '#0b5394' }).cssText).toMatch(
      /^\.ks-brand-acme\{color-scheme:light;--ks-/,
    );
  });
});

describe('the cart entry point', () => {
  it('gives the cart rules the components use, with no component or CSS in its module graph', async () => {
    const cart = await dist('cart.js');
    const cartList = await dist('components/CartList/index.js');
    expect(cart.nextCartQuantity).toBe(cartList.nextCartQuantity);
    expect(cart.cartListQuantity).toBe(cartList.cartListQuantity);
    const source = readFileSync(new URL('../dist/cart.js', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\.css|components\//);
  });
});

describe('the themes entry point', () => {
  it('gives the theme classes of the package root, with no component in its module graph', async () => {
    const themes = await dist('themes.js');
    const api = await dist('index.js');
    expect(themes.lightTheme).toBe(api.lightTheme);
    expect(themes.darkTheme).toBe(api.darkTheme);
    expect(themes.themeClassNames).toEqual(api.themeClassNames);
    const source = readFileSync(new URL('../dist/themes.js', import.meta.url), 'utf8');
    expect(source).not.toMatch(/components\//);
  });
});

describe('per-component entry points', () => {
  it('serve the same component as the package root, so apps can lazy-load one component', async () => {
    const api = await dist('index.js');
    const button = await dist('components/Button/index.js');
    expect(button.Button).toBe(api.Button);
  });
});

describe('runtime dependencies', () => {
  it('are exactly the packages the built JS imports (build-time tools are devDependencies)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const distDir = new URL('../dist/', import.meta.url);
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.js'),
    );
    const imported = new Set(
      files.flatMap((file) =>
        [
          ...readFileSync(new URL(file, distDir), 'utf8').matchAll(
            /(?:from|import)\s*['"]([^'"./][^'"]*)['"]/g,
          ),
        ].map(([, specifier]) =>
          specifier!
            .split('/')
            .slice(0, specifier!.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
      ),
    );
    expect([...imported].filter((name) => !pkg.dependencies[name] && !pkg.peerDependencies[name])).toEqual(
      [],
    );
    expect(Object.keys(pkg.dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });
});
