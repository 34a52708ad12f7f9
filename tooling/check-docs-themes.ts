// Opens every docs page of a served Storybook build in Chromium, in the light and in the dark toolbar theme,
// and checks that each story renders with its own theme's tokens (its `globals.theme`, else the toolbar's) and
// that the page itself keeps the toolbar's theme: a "Dark" story must never restyle its neighbours or the page.
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
  const browser = await chromium.launch(launchOptions);
  const problems: string[] = [];
  try {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    for (const toolbar of ['light', 'dark'] as const) {
      for (const { id } of docs) {
        await page.goto(`${url}/iframe.html?id=${id}&viewMode=docs&globals=theme:${toolbar}`);
        await page.waitForSelector('.sbdocs-content', { timeout: 30_000 });
        // Every story block on the page has rendered once its container holds the decorator's wrapper.
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('.docs-story [id^="story--"]')].every((block) =>
              block.querySelector('[data-story-theme]'),
            ),
          undefined,
          { timeout: 30_000 },
        );
        const rendered: Rendered[] = await page.evaluate(async () => {
          const store = (window as unknown as Preview).__STORYBOOK_PREVIEW__.storyStoreValue;
          const blocks = [...document.querySelectorAll<HTMLElement>('.docs-story [id^="story--"]')];
          return Promise.all(
            blocks.map(async (block) => {
              const storyId = block.id.replace(/^story--/, '').replace(/--primary$/, '');
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
        });
        const pageBackground = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ks-color-background').trim(),
        );
        if (pageBackground !== background(toolbar)) {
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
  console.log(
    `Docs themes: ${docs.length} docs pages checked in light and dark, ${problems.length} problems.`,
  );
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkDocsThemes(process.argv[2]!);
  problems.forEach((problem) => console.error(problem));
  process.exit(problems.length ? 1 : 0);
}
