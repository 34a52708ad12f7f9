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
// every machine of this kind draws the same pixels: a fixed viewport, reduced motion (the themes' CSS
// then cuts transitions and animations), no caret, and the DejaVu fonts that .ci/run installs.
// Each picture is taken once: a story with a dark twin (`Dark`, `DarkX`, `XDark`) is shown in light only, as
// the twin is the dark picture of that state.
// Then the stories with a play function play again with the toolbar changed: dark theme, right to left, a phone
// viewport and motion on, so a story that holds only in the default toolbar fails. A story's own globals still
// win (a story named for a state keeps it); nothing is screenshotted. The story is remounted in the same page,
// which costs its render, play and axe only (a second runner pass cost every suite a second start and preview).
const toolbar = { globals: { theme: 'dark', direction: 'rtl' }, viewport: 'phone' };

interface ViewportOption {
  styles: { width: string; height: string };
}

/** What the hooks read of the story being visited (the runner's getStoryContext, once per story). */
interface VisitedStory {
  parameters: { viewport?: { options?: Record<string, ViewportOption> }; visual?: { disable?: boolean } };
  storyGlobals?: { viewport?: { value?: string } };
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

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}
let index: Promise<Map<string, IndexEntry>> | undefined;
/** Every story of the served build (its index: ids and tags, `play-fn` among them), once per worker. */
const storyIndex = () =>
  (index ??= fetch(`${process.env.TARGET_URL}/index.json`)
    .then((response) => response.json() as Promise<{ entries: Record<string, IndexEntry> }>)
    .then(
      ({ entries }) =>
        new Map(Object.values(entries).flatMap((e) => (e.type === 'story' ? [[e.id, e]] : []))),
    ));

/** Whether the story's dark picture is another story's: `c--dark-x`, `c--x-dark`, or `c--dark` for the first. */
const hasDarkTwin = (id: string, ids: Map<string, IndexEntry>) => {
  const [component, name] = id.split('--') as [string, string];
  if (/^dark(-|$)|-dark$/.test(name)) return false;
  if (ids.has(`${component}--dark-${name}`) || ids.has(`${component}--${name}-dark`)) return true;
  const first = [...ids.keys()].find((other) => other.startsWith(`${component}--`));
  return first === id && ids.has(`${component}--dark`);
};

/**
 * The page size: a story's viewport global (`globals: { viewport: { value: 'phone' } }`) sizes the page, as the
 * toolbar sizes the canvas, so its media queries switch; else the toolbar's choice, else the pinned viewport.
 */
function pageSize({ parameters, storyGlobals }: VisitedStory, toolbarChoice?: string) {
  const name = storyGlobals?.viewport?.value ?? toolbarChoice;
  const option = name ? parameters.viewport?.options?.[name] : undefined;
  return option
    ? { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) }
    : viewport;
}

/**
 * In the page: remounts the story under other user globals (the toolbar's; the story's own still win), so its
 * loaders, play function and axe run again, then puts the globals back for the next story. Resolves with why
 * the story failed, as the runner's own visit would report it, or with nothing. The globals go into the
 * preview's store, not through an `updateGlobals` event, which would render the story (and run axe) once more.
 */
async function remountUnderGlobals({ id, globals }: { id: string; globals: Record<string, string> }) {
  type Listener = (payload: never) => void;
  interface A11yReport {
    status: string;
    result?: { violations?: { id: string; nodes: { target: string[] }[] }[]; error?: unknown };
  }
  const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } = window as unknown as {
    __STORYBOOK_PREVIEW__: {
      storyStoreValue: {
        userGlobals: { get(): Record<string, unknown>; update(globals: Record<string, unknown>): void };
      };
    };
    __STORYBOOK_ADDONS_CHANNEL__: {
      on(event: string, listener: Listener): void;
      off(event: string, listener: Listener): void;
      emit(event: string, payload: unknown): void;
    };
  };
  const userGlobals = preview.storyStoreValue.userGlobals;
  const before = { ...userGlobals.get() };
  const listeners: Record<string, Listener> = {};
  try {
    userGlobals.update(globals);
    return await new Promise<string | undefined>((resolve) => {
      const failed = (error: { message: string }) => resolve(error.message);
      Object.assign(listeners, {
        storyFinished: ({
          storyId,
          status,
          reporters,
        }: {
          storyId: string;
          status: string;
          reporters: A11yReport[];
        }) => {
          if (storyId !== id) return;
          if (status !== 'error') return resolve(undefined);
          const problems = reporters
            .filter((report) => report.status === 'failed')
            .flatMap(
              ({ result }) =>
                result?.violations?.map(
                  (v) => `axe ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
                ) ?? [`axe could not run: ${String(result?.error)}`],
            );
          resolve(problems.join('; ') || 'the story failed');
        },
        storyErrored: ({ description }: { description: string }) => resolve(description),
        storyThrewException: failed,
        playFunctionThrewException: failed,
        unhandledErrorsWhilePlaying: ([error]: { message: string }[]) => failed(error!),
      });
      for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
      channel.emit('forceRemount', { storyId: id });
    });
  } finally {
    for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
    userGlobals.update(before);
  }
}

/** Plays the story again under the changed toolbar (see the top of this file). */
async function playUnderToolbar(page: Page, id: string, story: VisitedStory) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize(pageSize(story, toolbar.viewport));
  const failure = await page.evaluate(remountUnderGlobals, { id, globals: toolbar.globals });
  if (failure)
    throw new Error(`${id} under a changed toolbar (dark, right to left, phone, motion on): ${failure}`);
}

/** Screenshots the story in light and dark (or only the theme it asks for) and compares with the baselines. */
async function compareWithBaselines(page: Page, storyId: string) {
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
    // A busy host may still be decoding a cover: the screenshot waits for every image (a broken one too).
    const eager = [...document.images].filter((image) => image.loading !== 'lazy');
    const decoded = Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    // Chromium's own "Please fill out this field" bubble fades on a timer outside the page's control:
    // leaving the invalid field hides it (the field's error state stays).
    const field = document.activeElement as HTMLInputElement | null;
    if (field?.validity && !field.validity.valid) field.blur();
    return document.documentElement.dataset.theme ?? 'light';
  }, pinnedCss);
  const themes =
    own === 'dark' ? ['dark'] : hasDarkTwin(storyId, await storyIndex()) ? ['light'] : ['light', 'dark'];
  for (const theme of themes) {
    if (theme !== own) await showTheme(page, theme);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const id = `${storyId}--${theme}`;
    if (!sameAsBaseline(id, image)) expect(image).toMatchImageSnapshot(snapshotOptions(id));
  }
}

// The runner visits one story at a time per worker: preVisit reads the story, postVisit uses it.
let visited: VisitedStory;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    visited = (await getStoryContext(page, context)) as unknown as VisitedStory;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(pageSize(visited));
  },
  async postVisit(page, context) {
    // A story whose rendering follows timers outside the page's control opts out (`parameters.visual.disable`).
    if (!visited.parameters.visual?.disable) await compareWithBaselines(page, context.id);
    const played = (await storyIndex()).get(context.id)?.tags?.includes('play-fn');
    if (played && !context.hasFailure) await playUnderToolbar(page, context.id, visited);
  },
};

export default config;
