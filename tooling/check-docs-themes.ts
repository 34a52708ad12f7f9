// Opens every docs page of a served Storybook build in Chromium (toolbar theme: light) and checks that each
// story renders with its own theme's tokens (its `globals.theme`, else the toolbar's) and that the page keeps
// the toolbar's theme: a "Dark" story must never restyle its neighbours or the page.
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { themeValues } from '../packages/ui/src/theme/themeValues';

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
const background = (theme: ThemeName) => themeValues[theme].color.background;

export async function checkDocsThemes(url: string): Promise<string[]> {
  const index = (await (await fetch(`${url}/index.json`)).json()) as { entries: Record<string, IndexEntry> };
  const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  // Longest first, so `button--dark` is not taken for `button--dark-mobile`.
  const storyIds = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    .sort((a, b) => b.length - a.length);
  const browser = await chromium.launch(launchOptions);
  const problems: string[] = [];
  try {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    for (const toolbar of ['light'] as const) {
      for (const { id } of docs) {
        await page.goto(`${url}/iframe.html?id=${id}&viewMode=docs&globals=theme:${toolbar}`);
        await page.waitForSelector('.sbdocs-content', { timeout: 30_000 });
        // Every story block on the page has rendered once its container holds the decorator's wrapper.
        const unthemed = () =>
          [...document.querySelectorAll('.docs-story [id^="story--"]')]
            .filter((block) => !block.querySelector('[data-story-theme]'))
            .map((block) => block.id);
        const settled = await page
          .waitForFunction((find) => new Function(`return (${find})()`)().length === 0, unthemed.toString(), {
            timeout: 30_000,
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
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Docs themes: ${docs.length} docs pages checked, ${problems.length} problems.`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkDocsThemes(process.argv[2]!);
  problems.forEach((problem) => console.error(problem));
  process.exit(problems.length ? 1 : 0);
}
