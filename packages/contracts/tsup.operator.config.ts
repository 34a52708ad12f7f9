import { defineConfig } from 'tsup';

// `@keyshop/contracts/operator` (the /admin pages' schemas) with its own copy of zod: the storefront's first-page
// bundle holds the main entry and zod, and whatever any page uses of them lands there; the admin pages' share
// stays in their own chunks this way.
export default defineConfig({
  entry: ['src/operator.ts'],
  format: ['esm'],
  dts: true,
  splitting: false,
  outDir: 'dist/operator',
  noExternal: ['zod'],
});
