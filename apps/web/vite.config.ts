import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

// In development the API (with its socket and the static catalogue) runs on its own port; proxy it so the app
// talks to one origin, exactly as when the API serves the built app.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export const apiProxy = (target: string) => ({
  '/api': { target, changeOrigin: true },
  '/socket.io': { target, changeOrigin: true, ws: true },
  '/data': { target, changeOrigin: true },
  '/images': { target, changeOrigin: true },
});

/**
 * Writes a .br and a .gz beside every text file of the build over 1 kB; the API serves them (preCompressed) to
 * browsers that accept them, so the app crosses the network compressed at no cost per request.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'keyshop:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = await readdir(outDir, { recursive: true });
      const text = files.filter(
        (file) => /\.(?:js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        text.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await readFile(full);
          if (source.length < 1024) return;
          await writeFile(
            `${full}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${full}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
};

/**
 * React Router's package exports only its development build (remix-run/react-router#12532, #14102): in a
 * production build that keeps its dev warnings and their code. Both of its entries point at the production
 * build instead, so every importer (react-router-dom too) gets the one same copy.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  // The manifest lets scripts/check-budgets.mjs tell the first page's files from the lazy route chunks. Every
  // browser the store supports preloads modules natively (a browser without it just does not preload).
  build: { manifest: true, modulePreload: { polyfill: false } },
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  server: { proxy: apiProxy(apiTarget) },
  preview: { proxy: apiProxy(apiTarget) },
}));
