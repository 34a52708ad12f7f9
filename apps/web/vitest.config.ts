import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import chromium from '../../tooling/chromium.cjs';

/** Switches the page's `prefers-color-scheme`, so matchMedia listeners see a real system change. */
const emulateColorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async (context, scheme) => {
  await context.page.emulateMedia({ colorScheme: scheme });
};

// Pure data checks (the content texts) run in Node; everything else in Chromium.
const nodeTests = ['src/content/**/*.test.ts', 'src/**/*.node.test.ts'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundle the library (with whatever it imports) up front, so no test reloads when Vite discovers a dependency.
  optimizeDeps: { include: ['@keyshop/ui'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
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
    ],
  },
});
