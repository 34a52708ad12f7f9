/**
 * Server rendering in the browser: hydration is clean on every page (both themes, signed in and out, a full
 * cart and wishlist), the stylesheet inside the head styles client-side navigations too, a stored dark theme
 * paints dark before any script of the app runs, the store can be browsed with scripts off, and the URL and the
 * page agree during a navigation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardPrices,
  setupBrowser,
  signedInStorage,
  signUp,
  storedCart,
  until,
  url,
  visible,
  type PageOptions,
} from './harness';

const browser = setupBrowser();

const pages = [
  '/',
  '/products',
  '/products?platform=steam&sortBy=price-asc&page=2',
  '/product/3',
  '/cart',
  '/wishlist',
  '/checkout',
  '/purchase',
  '/account',
  '/login',
  '/register',
  '/support',
  '/faq',
  '/faq/payments',
  '/Blog',
  '/AboutUs',
  '/no/such/page',
];

/** What the browser reports as going wrong: console errors and warnings, uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A page that is not found asks the API too (a 404 the browser logs): expected, not a hydration problem.
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    if (message.text().startsWith('API error')) return;
    problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Loads `path` and waits until React has hydrated the page, then a moment for what follows it. */
async function open(page: Page, path: string) {
  await page.goto(url(path));
  await hydrated(page);
  await page.waitForTimeout(300);
}

/** Waits until React has hydrated the page's main landmark. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** A full cart (three products, two of each) and a wishlist of two. */
async function fullCartStorage(): Promise<Record<string, string>> {
  const { products, storage } = await storedCart(3);
  return { ...storage, wishlist: JSON.stringify(products.slice(0, 2)) };
}

describe('hydration', () => {
  const cases: [string, () => Promise<PageOptions>][] = [
    ['signed out, light', async () => ({ colorScheme: 'light' })],
    ['signed out, dark', async () => ({ colorScheme: 'dark', storage: { darkMode: 'true' } })],
    [
      'signed in with a full cart, light',
      async () => ({ storage: { ...signedInStorage(await signUp()), ...(await fullCartStorage()) } }),
    ],
    [
      'signed in with a full cart, dark',
      async () => ({
        colorScheme: 'dark',
        storage: { ...signedInStorage(await signUp()), ...(await fullCartStorage()), darkMode: 'true' },
      }),
    ],
  ];

  it.each(cases)(
    'is clean on every page, %s',
    async (_, options) => {
      const page = await browser.page(await options());
      const problems = watchConsole(page);
      for (const path of pages) await open(page, path);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    120_000,
  );

  it('shows what is stored once hydrated: the cart badge and the signed-in menu', async () => {
    const account = await signUp();
    const page = await browser.page({
      storage: { ...signedInStorage(account), ...(await fullCartStorage()) },
    });
    await open(page, '/');
    await until(
      async () => (await page.getByRole('button', { name: /^Cart/ }).textContent())?.includes('6') ?? false,
    );
    await page.getByRole('button', { name: 'User menu' }).click();
    await visible(page.getByText(`Welcome, ${account.user.username}`));
    await page.context().close();
  });
});

describe('the hydrated mark', () => {
  it('is set once the page has hydrated, and not again on a client-side navigation', async () => {
    const page = await browser.page();
    const marks = () => page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length);
    await page.goto(url('/'));
    await until(async () => (await marks()) === 1);
    // A flag on the window survives only a client-side navigation, not a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.waitForURL(/\/faq$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Help Centre' }));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await marks()).toBe(1);
    await page.context().close();
  });
});

describe('the stylesheet', () => {
  it('comes inside the head and styles a page reached by a client-side navigation as a full load does', async () => {
    const styling = (page: Page) =>
      page.evaluate(() => {
        const heading = getComputedStyle(document.querySelector('main h1')!);
        return {
          links: document.querySelectorAll('link[rel="stylesheet"]').length,
          inHead: document.head.querySelector('style')?.textContent?.length ?? 0,
          heading: [heading.fontFamily, heading.fontSize, heading.fontWeight, heading.margin].join(' '),
        };
      });
    const loaded = await browser.page();
    await open(loaded, '/faq');
    const fullLoad = await styling(loaded);
    expect(fullLoad.links).toBe(0);
    expect(fullLoad.inHead).toBeGreaterThan(10_000);

    const page = await browser.page();
    const problems = watchConsole(page);
    await open(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.waitForURL(/\/faq$/);
    // The URL may change before the page does: wait for the FAQ's own heading, not the home page's hidden one.
    await visible(page.getByRole('heading', { level: 1, name: 'Help Centre' }));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await styling(page)).toEqual(fullLoad);
    expect(problems).toEqual([]);
    await loaded.context().close();
    await page.context().close();
  });
});

describe('theme before the first frame', () => {
  it('paints a stored dark theme before any script of the app has run', async () => {
    const page = await browser.page({ colorScheme: 'light', storage: { darkMode: 'true' } });
    // Hold back every script file: only the HTML (and its inline theme script) is there.
    await page.route('**/assets/*.js', () => {});
    await page.goto(url('/products'), { waitUntil: 'domcontentloaded' });
    const painted = await page.evaluate(() => ({
      scheme: document.documentElement.style.colorScheme,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(painted.scheme).toBe('dark');
    const [r = 255, g = 255, b = 255] = (painted.background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(3 * 80);
    await page.context().close();
  });
});

describe('before the header menus arrive', () => {
  it('each trigger is a link to its page, so a press is never lost', async () => {
    const page = await browser.page();
    // Hold back every script file: the server's HTML alone, as in the moments before the menus' code is there.
    await page.route('**/assets/*.js', () => {});
    await page.goto(url('/products'), { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'User menu' }).getAttribute('href')).toBe('/login');
    expect(await banner.getByRole('link', { name: /^Wishlist/ }).getAttribute('href')).toBe('/wishlist');
    await banner.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(url('/cart'), { waitUntil: 'commit' });
    await page.context().close();
  });
});

describe('scripts off', () => {
  it('filters and sorts the catalogue through GET forms', async () => {
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/products'));
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Platform' }).selectOption('steam');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/platform=steam/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.waitForURL(/sortBy=price-asc/);
    expect(page.url()).toContain('platform=steam');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.context().close();
  });

  it('filters a search results page and keeps the search and the sort', async () => {
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/products?search=knight&sortBy=price-asc'));
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Platform' }).selectOption('steam');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/platform=steam/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('search')).toBe('knight');
    expect(params.get('sortBy')).toBe('price-asc');
    // The count is the API's for the search with the filter, not for the whole catalogue.
    const { total } = (await (
      await fetch(url('/api/kinguin/products?search=knight&platform=steam&limit=1'))
    ).json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await visible(
      page
        .getByRole('status')
        .filter({ hasText: `${total} product${total === 1 ? '' : 's'} found for “knight”` }),
    );
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.context().close();
  });

  it('browses the catalogue by its links and shows every field of a product', async () => {
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/products'));
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    expect(await cards.count()).toBe(24);
    await page
      .getByRole('navigation', { name: /pagination/i })
      .getByRole('link', { name: '2' })
      .click();
    await page.waitForURL(/page=2/);
    expect(await cards.count()).toBeGreaterThan(0);
    await cards.first().getByRole('link').first().click();
    await page.waitForURL(/\/product\/\d+$/);
    await visible(page.getByRole('heading', { level: 1 }));
    await visible(page.getByRole('heading', { level: 2, name: 'Description' }));
    await page.context().close();
  });
});

describe('the URL and the page agree', () => {
  it('shows the next page as soon as the URL names it: typing goes into the sign-in form', async () => {
    const page = await browser.page();
    await open(page, '/register');
    // Slow the sign-in page's code down, so the navigation takes a while.
    await page.route(/\/assets\/LoginPage-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('main').getByRole('link', { name: 'Sign In' }).first().click();
    // Meanwhile the register form is busy and takes no input.
    await until(async () => (await page.locator('main').getAttribute('aria-busy')) === 'true');
    expect(await page.locator('main').getAttribute('inert')).not.toBeNull();
    await page.waitForURL(url('/login'));
    await page.locator('main input[name="email"]').fill('fast@example.test');
    const form = page.locator('main').getByRole('form', { name: 'Sign In' });
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('fast@example.test');
    await page.context().close();
  });

  it('keeps where a shopper scrolled while the page hydrates; a new page starts at the top', async () => {
    const page = await browser.page({ height: 600 });
    // Hold the scripts back until the shopper has scrolled the server-rendered page.
    let release = () => {};
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto(url('/products'), { waitUntil: 'commit' });
    // The whole page has streamed in; the shopper scrolls to its end before the scripts run.
    await page.getByRole('contentinfo').waitFor();
    const scrollDown = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      });
    await until(async () => (await scrollDown()) > 0);
    release();
    await hydrated(page);
    await page.waitForTimeout(300);
    // Still down by the end of the page (the styles, late content may move it a little), not back at the top.
    const position = await page.evaluate(() => ({
      y: window.scrollY,
      end: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(position.y).toBeGreaterThan(position.end / 2);
    await page.getByRole('region', { name: 'Products' }).getByRole('link').last().click();
    await page.waitForURL(/\/product\//);
    await until(async () => (await page.evaluate(() => window.scrollY)) === 0);
    await page.context().close();
  });
});
