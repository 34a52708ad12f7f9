import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { clientDirectives } from './build/clientDirectives';
import { bundleStylesheet, minifyComponentStylesheets } from './build/stylesheet';

// One module per component (shared code in chunks) so an app's bundler can put each component into the
// route chunk that uses it, instead of one shared chunk holding every component the app uses anywhere.
// Listed in sorted order, not as a glob: tsup expands globs with an asynchronous crawl whose order changes from
// run to run, and esbuild's shared chunks and their import order follow the entry order — so the same commit
// built different files here and, through them, a different chunk graph in apps/web.
const components = readdirSync('src/components')
  .filter((name) => existsSync(`src/components/${name}/index.ts`))
  .sort();
const entry = Object.fromEntries([
  ['index', 'src/index.ts'],
  ['cart', 'src/cart.ts'],
  ['themes', 'src/themes.ts'],
  ['theming', 'src/theming.ts'],
  ...components.map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
]);

// "use client" at the top of each entry whose code needs the browser (see build/clientDirectives.ts).
const directives = clientDirectives({ barrel: 'src/index.ts' });

export default defineConfig({
  entry,
  splitting: true,
  format: ['esm'],
  dts: false,
  clean: true,
  treeshake: true,
  sourcemap: false,
  target: 'es2022',
  // Peers and runtime libraries stay external so consumers dedupe them.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^@radix-ui\//,
    'sonner',
    'class-variance-authority',
    /^@vanilla-extract\//,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), directives.plugin],
  // JS stays unminified: consumers' bundlers minify it, and the /* @__PURE__ */ annotations on top-level
  // calls (cva, createContext) must survive so that importing one component does not keep every other.
  minify: false,
  // The stylesheet is bundled and minified on its own (which also drops the large inline source map).
  async onSuccess() {
    await writeFile(new URL('./dist/index.css', import.meta.url), await bundleStylesheet('src/index.ts'));
    await writeFile(new URL('./dist/reset.css', import.meta.url), await bundleStylesheet('src/reset.ts'));
    await minifyComponentStylesheets('dist/components');
    await directives.writeDirectives();
  },
});
