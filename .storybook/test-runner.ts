import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import {
  baselineDir,
  diffDir,
  failureThreshold,
  pinnedCss,
  sameAsBaseline,
  viewport,
} from '../tooling/visual/compare.mjs';

// Visual regression: every story is screenshotted in light and dark and compared with the baselines committed
// under tooling/visual/baselines (`npm run test:visual -- --update` accepts changes). Rendering is pinned so
// every machine of this kind draws the same pixels: a fixed viewport, reduced motion (the library's global CSS
// then cuts transitions and animations), no caret, and the DejaVu fonts that .ci/run installs.
// Each picture is taken once: a story with a dark twin (`Dark`, `DarkX`, `XDark`) is shown in light only, as
// the twin is the dark picture of that state.
// The toolbar run (`KEYSHOP_TOOLBAR=1`, see tooling/test-storybook.mjs) replays the play-function stories with
// the toolbar changed: dark theme, right to left, a phone viewport and motion on. A story's own globals still
// win (a story named for a state keeps it); nothing is screenshotted.
const toolbarRun = process.env.KEYSHOP_TOOLBAR === '1';
const toolbarGlobals = 'theme:dark;direction:rtl';

interface ViewportOption {
  styles: { width: string; height: string };
}

const snapshotOptions = (id: string) => ({
  customSnapshotsDir: baselineDir,
  customDiffDir: diffDir,
  customSnapshotIdentifier: id,
  failureThreshold,
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

let storyIds: Promise<Set<string>> | undefined;
/** Every story id of the served build (its index), once per worker. */
const allStoryIds = () =>
  (storyIds ??= fetch(`${process.env.TARGET_URL}/index.json`)
    .then((response) => response.json() as Promise<{ entries: Record<string, { id: string; type: string }> }>)
    .then(
      ({ entries }) => new Set(Object.values(entries).flatMap((e) => (e.type === 'story' ? [e.id] : []))),
    ));

/** Whether the story's dark picture is another story's: `c--dark-x`, `c--x-dark`, or `c--dark` for the first. */
const hasDarkTwin = (id: string, ids: Set<string>) => {
  const [component, name] = id.split('--') as [string, string];
  if (/^dark(-|$)|-dark$/.test(name)) return false;
  if (ids.has(`${component}--dark-${name}`) || ids.has(`${component}--${name}-dark`)) return true;
  const first = [...ids].find((other) => other.startsWith(`${component}--`));
  return first === id && ids.has(`${component}--dark`);
};

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  ...(toolbarRun && {
    async prepare({ page }) {
      const url = new URL('iframe.html', process.env.TARGET_URL);
      url.searchParams.set('globals', toolbarGlobals);
      await page.goto(url.toString(), { waitUntil: 'load' });
    },
  }),
  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: toolbarRun ? 'no-preference' : 'reduce' });
    // A story's viewport global (`globals: { viewport: { value: 'phone' } }`) sizes the page, as the toolbar
    // sizes the canvas, so its media queries switch; the toolbar run puts every other story on the phone.
    const { parameters, storyGlobals } = (await getStoryContext(page, context)) as {
      parameters: { viewport?: { options?: Record<string, ViewportOption> } };
      storyGlobals?: { viewport?: { value?: string } };
    };
    const name = storyGlobals?.viewport?.value ?? (toolbarRun ? 'phone' : undefined);
    const option = name ? parameters.viewport?.options?.[name] : undefined;
    await page.setViewportSize(
      option
        ? { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) }
        : viewport,
    );
  },
  async postVisit(page, context) {
    if (toolbarRun) return;
    // A story whose rendering follows timers outside the page's control opts out (`parameters.visual.disable`).
    const { parameters } = await getStoryContext(page, context);
    if ((parameters.visual as { disable?: boolean } | undefined)?.disable) return;
    // One round trip: the pins go in once per page (the runner renders story after story in one page), fonts
    // are awaited, and the theme the story asked for is read.
    const own = await page.evaluate(async (css) => {
      if (!document.getElementById('visual-pins')) {
        const style = document.createElement('style');
        style.id = 'visual-pins';
        style.textContent = css;
        document.head.append(style);
      }
      await document.fonts.ready;
      // Chromium's own "Please fill out this field" bubble fades on a timer outside the page's control:
      // leaving the invalid field hides it (the field's error state stays).
      const field = document.activeElement as HTMLInputElement | null;
      if (field?.validity && !field.validity.valid) field.blur();
      return document.documentElement.dataset.theme ?? 'light';
    }, pinnedCss);
    const themes =
      own === 'dark'
        ? ['dark']
        : hasDarkTwin(context.id, await allStoryIds())
          ? ['light']
          : ['light', 'dark'];
    for (const theme of themes) {
      if (theme !== own) await showTheme(page, theme);
      const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      const id = `${context.id}--${theme}`;
      if (!sameAsBaseline(id, image)) expect(image).toMatchImageSnapshot(snapshotOptions(id));
    }
  },
};

export default config;
