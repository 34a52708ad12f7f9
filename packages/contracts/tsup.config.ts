import { defineConfig } from 'tsup';

// Every source file is an entry of its own, so that a bundler sees each as a module (the package has no side
// effects) and leaves out whole files a page never imports: schemas are built by calls, which it cannot drop
// one by one from a chunk it keeps.
export default defineConfig({
  entry: ['src/*.ts', '!src/*.test.ts', '!src/operator.ts', '!src/load-context.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
});
