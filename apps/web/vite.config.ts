import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API (with its socket and the static catalogue) runs on its own port; proxy it so the app
// talks to one origin, exactly as when the API serves the built app.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export const apiProxy = (target: string) => ({
  '/api': { target, changeOrigin: true },
  '/socket.io': { target, changeOrigin: true, ws: true },
  '/data': { target, changeOrigin: true },
  '/images': { target, changeOrigin: true },
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // The manifest lets scripts/check-budgets.mjs tell the first page's files from the lazy route chunks.
  build: { manifest: true },
  server: { proxy: apiProxy(apiTarget) },
  preview: { proxy: apiProxy(apiTarget) },
});
