import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import chromium from '../../tooling/chromium.cjs';

const apiProxy = (target: string) => ({
  '/api': { target, changeOrigin: true },
  '/socket.io': { target, changeOrigin: true, ws: true },
  '/data': { target, changeOrigin: true },
  '/images': { target, changeOrigin: true },
});

/** Switches the page's `prefers-color-scheme`, so matchMedia listeners see a real system change. */
const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async (context, scheme) => {
  await context.page.emulateMedia({ colorScheme: scheme });
};

/**
 * The browser tests talk to the real API on the page's own origin, as the app does in production. Global setup
 * starts the API first; this hook runs later, when the browser's Vite server is created, and proxies to it.
 */
const proxyToTestApi: Plugin = {
  name: 'keyshop:proxy-to-test-api',
  config: () => {
    const target = process.env.KEYSHOP_TEST_API_URL;
    return target ? { server: { proxy: apiProxy(target) } } : {};
  },
};

// Pure data checks (the content texts) run in Node; everything else in Chromium.
const nodeTests = ['src/content/**/*.test.ts', 'src/**/*.node.test.ts'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), proxyToTestApi],
  // Pre-bundle every dependency up front, so no test reloads when Vite discovers one mid-run.
  optimizeDeps: {
    include: [
      '@keyshop/contracts',
      '@keyshop/contracts/catalogue-query',
      '@keyshop/ui',
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'lucide-react',
      'react-router',
      'socket.io-client',
      'swr',
      'vitest-browser-react',
      'zod/mini',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          globalSetup: ['./test/global-setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: nodeTests,
          setupFiles: ['./test/setup-browser.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium.launchOptions }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: { emulateColorScheme },
          },
        },
      },
      {
        extends: true,
        test: { name: 'node', include: nodeTests, environment: 'node' },
      },
      {
        // End to end: Chromium (playwright-core) against the built store, one per worker, started by e2e/global-setup.ts.
        // Needs `npm run build` in apps/api and apps/web first (turbo's test task depends on both).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Spec files run two at a time, each worker against its own store (global-setup.ts): a spec spends most
          // of its time waiting on Chromium and the store, so two share the machine's two cores well.
          // E2E_WORKERS=1 runs them one after another (against one store).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // After the unit projects, whose own worker count differs.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
