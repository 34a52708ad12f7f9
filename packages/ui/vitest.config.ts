import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import chromium from '../../tooling/chromium.cjs';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundle the runtime libraries up front: when Vite discovers one mid-run it re-optimises and reloads,
  // and the test that triggered it sees two copies of React ("Invalid hook call") on a cold cache (CI).
  optimizeDeps: {
    include: [
      '@radix-ui/react-accordion',
      '@radix-ui/react-alert-dialog',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-popover',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-slot',
      '@radix-ui/react-switch',
      '@radix-ui/react-tabs',
      '@radix-ui/react-tooltip',
      'class-variance-authority',
      'lucide-react',
      'simple-icons',
      'sonner',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./test/setup-browser.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium.launchOptions }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          include: ['test/**/*.node.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
