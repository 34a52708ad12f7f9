import { getJestConfig } from '@storybook/test-runner';
import { createRequire } from 'node:module';

const chromium = createRequire(import.meta.url)('./tooling/chromium.cjs');
const testRunnerConfig = getJestConfig();

/** The test-runner's Jest config, pointed at Debian's Chromium instead of a downloaded browser. */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromium.launchOptions,
    },
  },
};
