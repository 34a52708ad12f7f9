import type { TestRunnerConfig } from '@storybook/test-runner';

// Wait for fonts and animations to settle before axe runs, so contrast checks see final colours.
const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
};

export default config;
