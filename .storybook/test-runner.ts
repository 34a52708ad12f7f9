import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

// Visual regression: every story is screenshotted in light and dark and compared with the baselines committed
// under tooling/visual/baselines (`npm run test:visual -- --update` accepts changes). Rendering is pinned so
// every machine of this kind draws the same pixels: a fixed viewport, reduced motion (the library's global CSS
// then cuts transitions and animations), no caret, and the DejaVu fonts that .ci/run installs.
const viewport = { width: 1024, height: 640 };
const pinnedFonts = `
  html:root, html:root [class] {
    --ks-font-body: 'DejaVu Sans', sans-serif;
    --ks-font-mono: 'DejaVu Sans Mono', monospace;
  }
  *, *::before, *::after { caret-color: transparent !important; }
`;
const snapshotOptions = (id: string) => ({
  customSnapshotsDir: 'tooling/visual/baselines',
  customDiffDir: process.env.VISUAL_DIFF_DIR ?? 'test-results/visual/diffs',
  customSnapshotIdentifier: id,
  // Anti-aliasing noise stays under 0.01 % of the pixels; a token change moves far more.
  failureThreshold: 0.0001,
  failureThresholdType: 'percent' as const,
});

/** Switches <html> to the other theme (the preview's decorator exposes the class names). */
const showTheme = (page: Page, theme: string) =>
  page.evaluate(async (name) => {
    const classes = (window as unknown as { keyshopThemeClassNames: Record<string, string> })
      .keyshopThemeClassNames;
    const html = document.documentElement;
    html.classList.remove(...Object.values(classes));
    html.classList.add(classes[name]!);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, theme);

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
  },
  async postVisit(page, context) {
    // A story whose rendering follows timers outside the page's control opts out (`parameters.visual.disable`).
    const { parameters } = await getStoryContext(page, context);
    if ((parameters.visual as { disable?: boolean } | undefined)?.disable) return;
    await page.addStyleTag({ content: pinnedFonts });
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Chromium's own "Please fill out this field" bubble fades on a timer outside the page's control:
      // leaving the invalid field hides it (the field's error state stays).
      const field = document.activeElement as HTMLInputElement | null;
      if (field?.validity && !field.validity.valid) field.blur();
    });
    // A story that asks for the dark theme is only shown dark; the others in light, then dark.
    const own = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    for (const theme of own === 'dark' ? ['dark'] : ['light', 'dark']) {
      if (theme !== own) await showTheme(page, theme);
      const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot(snapshotOptions(`${context.id}--${theme}`));
    }
  },
};

export default config;
