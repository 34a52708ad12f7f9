// Opens every docs page of a served Storybook build in Chromium (toolbar theme: light) and checks that each
// story renders with its own theme's tokens (its `globals.theme`, else the toolbar's) and that the page keeps
// the toolbar's theme: a "Dark" story must never restyle its neighbours or the page. The same pass screenshots
// each docs page (its first 2,400 px: the header, the primary story and the first blocks; every story has its
// own screenshots) and compares it with its baseline, as the test-runner does for stories. Last, it opens each
// story's "Show code" and fails on code no developer would write: a function printed as (minified) code, an
// inline `data:` URL (.storybook/sourceSnippet.ts rewrites both), or a top element that is not a component the
// package exports (a story's helper, or its minified name). Two pages at a time.
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { unwrittenCode, unwrittenElement } from '../.storybook/sourceSnippet';
import { themeValues } from '../packages/ui/src/theme/themeValues';
import { compareWithBaseline, pinnedCss, viewport } from './visual/compare.mjs';

type ThemeName = keyof typeof themeValues;
interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
}
interface Preview {
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: {
      loadStory(story: { storyId: string }): Promise<{ storyGlobals?: { theme?: string } }>;
    };
  };
}
interface Rendered {
  storyId: string;
  storyTheme: string | null;
  wrapperTheme: string | null;
  background: string | null;
}

const { launchOptions } = createRequire(import.meta.url)('./chromium.cjs');

/** Every name the package's entry points and the icon library export (what "Show code" may name). */
async function exportedNames(): Promise<Set<string>> {
  const entries = ['index', 'cart', 'themes', 'theming'].map((name) =>
    fileURLToPath(new URL(`../packages/ui/src/${name}.ts`, import.meta.url)),
  );
  const program = ts.createProgram(entries, {
    jsx: ts.JsxEmit.ReactJSX,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const icons = Object.keys(await import('lucide-react'));
  return new Set([
    ...icons,
    ...entries.flatMap((entry) =>
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!)
        .map((symbol) => symbol.name),
    ),
  ]);
}
const background = (theme: ThemeName) => themeValues[theme].color.background;

// A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
const waitUntilQuiet = `new Promise((resolve) => {
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(cap);
    // Lazy images below the clipped area never load: only those in it are awaited, and never past 5 s.
    const shown = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
    const decoded = Promise.all(shown.map((image) => image.decode().catch(() => {})));
    Promise.race([decoded, new Promise((r) => setTimeout(r, 5000))]).then(() => resolve());
  };
  let timer = setTimeout(done, 500);
  const cap = setTimeout(done, 10000);
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, 500);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

// Opens every "Show code" on the page and returns each snippet (the highlighter loads lazily: waits up to 10 s).
const showCode = `(async () => {
  const toggles = [...document.querySelectorAll('button.docblock-code-toggle:not(.docblock-code-toggle--disabled)')];
  toggles.forEach((toggle) => toggle.getAttribute('aria-expanded') === 'false' && toggle.click());
  // The code opens inside the story's preview block, beside the story; its text is the pre's (the block also
  // holds the scroll area's style).
  const read = () =>
    toggles.map((toggle) => {
      const source = document.getElementById(toggle.getAttribute('aria-controls'));
      const story = source?.parentElement?.querySelector('[id^="story--"]')?.id.replace(/^story--/, '');
      return { story: story ?? '?', code: source?.querySelector('pre')?.textContent ?? '' };
    });
  for (let waited = 0; waited < 10000 && read().some((snippet) => !snippet.code); waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return read();
})()`;

/** A docs page's screenshot stops here: enough to see the page's layout and themes at a bounded size. */
const docsScreenshotHeight = 2400;

export async function checkDocsThemes(url: string, update = false): Promise<string[]> {
  const index = (await (await fetch(`${url}/index.json`)).json()) as { entries: Record<string, IndexEntry> };
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  // Longest first, so `button--dark` is not taken for `button--dark-mobile`.
  const storyIds = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    .sort((a, b) => b.length - a.length);
  const exported = await exportedNames();
  const browser = await chromium.launch(launchOptions);
  const problems: string[] = [];
  try {
    const toolbar = 'light' as const;
    const queue = [...docs];
    const worker = async () => {
      const page = await browser.newPage({ reducedMotion: 'reduce', viewport });
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const { id } = entry;
        await page.goto(`${url}/iframe.html?id=${id}&viewMode=docs&globals=theme:${toolbar}`);
        await page.waitForSelector('.sbdocs-content', { timeout: 60_000 });
        // Every story block on the page has rendered once its container holds the decorator's wrapper.
        const unthemed = () =>
          [...document.querySelectorAll('.docs-story [id^="story--"]')]
            .filter((block) => !block.querySelector('[data-story-theme]'))
            .map((block) => block.id);
        const settled = await page
          .waitForFunction((find) => new Function(`return (${find})()`)().length === 0, unthemed.toString(), {
            timeout: 60_000,
          })
          .then(
            () => true,
            () => false,
          );
        if (!settled) {
          problems.push(
            `${id} (toolbar ${toolbar}): no theme wrapper in ${(await page.evaluate(unthemed)).join(', ')}`,
          );
          continue;
        }
        // Stories on a docs page run their play functions: the screenshot waits until the page is quiet (no
        // DOM change for 500 ms, at most 10 s) in a viewport as tall as the screenshot, so lazy images load and
        // the picture is always that tall (a short page's blank rest included): clipping to the page's height
        // measured while a story block was still growing gave different pictures from run to run.
        await page.setViewportSize({ width: viewport.width, height: docsScreenshotHeight });
        await page.evaluate(async (css) => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
          await document.fonts.ready;
        }, pinnedCss);
        await page.evaluate(waitUntilQuiet);
        const clip = { x: 0, y: 0, width: viewport.width, height: docsScreenshotHeight };
        const image = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
        await page.setViewportSize(viewport);
        const visual = compareWithBaseline(`docs--${id}--${toolbar}`, image, update);
        if (visual) problems.push(visual);
        const rendered: Rendered[] = await page.evaluate(async (storyIds) => {
          const store = (window as unknown as Preview).__STORYBOOK_PREVIEW__.storyStoreValue;
          // Story blocks are `story--<id>`, with suffixes such as `--primary` or `--inner` on some.
          const blocks = new Map<string, HTMLElement>();
          for (const block of document.querySelectorAll<HTMLElement>('.docs-story [id^="story--"]')) {
            const storyId = storyIds.find(
              (id) => block.id === `story--${id}` || block.id.startsWith(`story--${id}--`),
            );
            if (storyId && !blocks.has(storyId)) blocks.set(storyId, block);
          }
          return Promise.all(
            [...blocks].map(async ([storyId, block]) => {
              const story = await store.loadStory({ storyId });
              const wrapper = block.querySelector<HTMLElement>('[data-story-theme]');
              return {
                storyId,
                storyTheme: story.storyGlobals?.theme ?? null,
                wrapperTheme: wrapper?.dataset.storyTheme ?? null,
                background: wrapper
                  ? getComputedStyle(wrapper).getPropertyValue('--ks-color-background').trim()
                  : null,
              };
            }),
          );
        }, storyIds);
        const pageBackground = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ks-color-background').trim(),
        );
        // A page without stories (an MDX page) shows raw token values and needs no theme of its own.
        if (rendered.length > 0 && pageBackground !== background(toolbar)) {
          problems.push(
            `${id} (toolbar ${toolbar}): the page took ${pageBackground}, not the toolbar's theme`,
          );
        }
        for (const story of rendered) {
          const expected = (story.storyTheme ?? toolbar) as ThemeName;
          if (story.wrapperTheme !== expected || story.background !== background(expected)) {
            problems.push(
              `${id} (toolbar ${toolbar}): ${story.storyId} rendered as ${story.wrapperTheme} ` +
                `(background ${story.background}), expected ${expected}`,
            );
          }
        }
        // After the screenshot: the opened code changes the page's layout.
        const snippets: { story: string; code: string }[] = await page.evaluate(showCode);
        for (const { story, code } of snippets) {
          const found = unwrittenCode.exec(code);
          if (found) {
            const excerpt = code.slice(Math.max(0, found.index - 40), found.index + 60);
            problems.push(`${id}: "Show code" of ${story} has ${JSON.stringify(excerpt)}`);
          }
          const element = code.trim() ? unwrittenElement(code, exported) : 'nothing (empty after 10 s)';
          if (element) {
            problems.push(
              `${id}: "Show code" of ${story} shows ${element}: ${JSON.stringify(code.slice(0, 80))}`,
            );
          }
        }
      }
      await page.close();
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  console.log(`Docs themes: ${docs.length} docs pages checked, ${problems.length} problems.`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkDocsThemes(process.argv[2]!, process.argv.includes('--update'));
  problems.forEach((problem) => console.error(problem));
  process.exit(problems.length ? 1 : 0);
}
