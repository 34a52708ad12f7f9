import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
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
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Minify so the CSS carries no inline source map; JS stays readable for consumers' bundlers.
  minify: false,
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
});
