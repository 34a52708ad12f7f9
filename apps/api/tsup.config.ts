import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Only `npm run dev` loads Vite (WEB_DEV=1), from the workspace's dev dependencies.
  external: ['vite'],
  // Dependencies stay external (installed with the workspace); migrations ship as .sql files beside main.js.
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
