import { describe, expect, it } from 'vitest';
import { productListResponseSchema } from '@keyshop/contracts';
import { cardPrices, expectTitle, hydrated, main, until, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

/** The prices of the cards on screen, in order. */
describe('catalogue', () => {
  it('goes from the home page to the products grid: 24 cards, a nav link and the category bar', async () => {
    const page = await browser.page();
    await page.goto(url('/'));
    await visible(page.getByRole('heading', { name: 'Featured games' }));
    await visible(page.getByRole('region', { name: 'Featured games' }).getByRole('article'));
    await expectTitle(page, 'Keyshop – digital game keys');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bestsellers' }).click();
    await page.waitForURL(url('/products?sortBy=bestsellers'));
    await expectTitle(page, 'Bestsellers – Keyshop');
    expect(await cardPrices(page)).toHaveLength(24);
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Support Center' })
      .click();
    await page.waitForURL(url('/support'));
  });

  it('filters by price and platform, keeps the view in the URL through a reload', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Minimum price (€)').fill('10');
    await page.getByLabel('Maximum price (€)').fill('30');
    await page.getByLabel('Platform', { exact: true }).selectOption('steam');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/minPrice=10&maxPrice=30&platform=steam/);
    const check = async () => {
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(10);
        expect(price).toBeLessThanOrEqual(30);
      }
      const platforms = await page
        .getByRole('region', { name: 'Products' })
        .getByRole('article')
        .allTextContents();
      for (const text of platforms) expect(text).toContain('Steam');
    };
    await until(async () => (await cardPrices(page)).every((price) => price >= 10 && price <= 30));
    await check();
    await page.reload();
    await hydrated(page);
    await check();
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Minimum price (€)').inputValue()).toBe('10');
    expect(await page.getByLabel('Platform', { exact: true }).inputValue()).toBe('steam');
  });

  it('filters by genres and in stock with a count beside each choice, in the URL, with and without scripts', async () => {
    const query = 'genres=RPG&genres=Action&inStock=true';
    const answer = (await (await fetch(url(`/api/kinguin/products?limit=24&${query}`))).json()) as {
      results: { company_name: string }[];
      facets: { genres: Record<string, number>; inStock: number; platforms: Record<string, number> };
    };
    const count = (n: number) => n.toLocaleString('en');
    for (const javaScript of [true, false]) {
      const page = await browser.page({ javaScript });
      await page.goto(url('/products'));
      const filters = page.getByRole('form', { name: 'Filters', includeHidden: true });
      if (javaScript) await page.getByRole('button', { name: 'Filters' }).click();
      await visible(filters.getByRole('combobox', { name: 'Platform' }));
      expect(await filters.getByRole('option', { name: /^Steam \([\d,]+\)$/ }).count()).toBe(1);
      await filters.getByRole('checkbox', { name: /^RPG \([\d,]+\)$/ }).check();
      await filters.getByRole('checkbox', { name: /^Action \([\d,]+\)$/ }).check();
      await filters.getByRole('checkbox', { name: /^In stock only \([\d,]+\)$/ }).check();
      await filters.getByRole('button', { name: 'Apply' }).click();
      // Scripts off, the GET form sends its fields in page order (inStock first, genres in list order).
      await page.waitForURL(
        ({ searchParams }) =>
          searchParams.getAll('genres').sort().join() === 'Action,RPG' &&
          searchParams.get('inStock') === 'true',
      );
      // The grid and the counts are the API's answer for the same filter (each count leaves out its own choice).
      const names = page.getByRole('region', { name: 'Products' }).getByRole('heading');
      await until(
        async () =>
          (await names.allTextContents()).join() === answer.results.map((p) => p.company_name).join(),
      );
      if (javaScript) {
        await page.reload();
        await hydrated(page);
      }
      await visible(names);
      if (javaScript) await page.getByRole('button', { name: 'Filters' }).click();
      await visible(filters.getByRole('checkbox', { name: `RPG (${count(answer.facets.genres.RPG!)})` }));
      expect(await filters.getByRole('checkbox', { name: /^RPG / }).isChecked()).toBe(true);
      expect(await filters.getByRole('checkbox', { name: /^Adventure / }).isChecked()).toBe(false);
      const inStock = filters.getByRole('checkbox', {
        name: `In stock only (${count(answer.facets.inStock)})`,
      });
      expect(await inStock.isChecked()).toBe(true);
      expect(
        await filters
          .getByRole('option', { name: `Steam (${count(answer.facets.platforms.steam!)})` })
          .count(),
      ).toBe(1);
      await page.context().close();
    }
  });

  it('sorts by price, both ways, and the sort survives a reload', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.waitForURL(/sortBy=price-asc/);
    const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    await until(async () => ascending(await cardPrices(page)));
    await page.reload();
    await hydrated(page);
    expect(ascending(await cardPrices(page))).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await until(async () => ascending((await cardPrices(page)).reverse()));
  });

  it('pages through the results; the page is in the URL, survives a reload and a new filter starts at page 1', async () => {
    const page = await browser.page();
    await page.goto(url('/products?sortBy=name-asc'));
    await hydrated(page);
    const firstPage = await page
      .getByRole('region', { name: 'Products' })
      .getByRole('heading')
      .allTextContents();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/sortBy=name-asc&page=2/);
    await until(async () => {
      const names = await page
        .getByRole('region', { name: 'Products' })
        .getByRole('heading')
        .allTextContents();
      return names.length > 0 && names[0] !== firstPage[0];
    });
    await expectTitle(page, 'Products, page 2 – Keyshop');
    await page.reload();
    await hydrated(page);
    await visible(pagination.getByRole('link', { name: 'Page 2' }));
    expect(await pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Sort by').selectOption('new');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.waitForURL((address) => address.search === '?sortBy=new');
  });

  it('keeps an order chosen on a slow phone before the page was ready', async () => {
    const page = await browser.page();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(url('/products?sortBy=name-asc&page=2'), { waitUntil: 'commit' });
    // A slow phone shows the server's page well before its scripts have taken it over.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForLoadState('domcontentloaded');
    await page.getByLabel('Sort by').selectOption('new');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.waitForURL((address) => address.search === '?sortBy=new');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await until(async () => (await page.getByLabel('Sort by').inputValue()) === 'new');
  });

  it('toggles the wishlist from a card heart, with its toasts', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    const heart = page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: 'Save to wishlist', pressed: false });
    await visible(heart);
    await heart.first().click();
    await visible(page.getByText('Added to wishlist!'));
    const pressed = page.getByRole('button', { name: 'Save to wishlist', pressed: true });
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /^Wishlist/ }).getAttribute('aria-label')).toMatch(
      /1 item/,
    );
    await pressed.click();
    await visible(page.getByText('Removed from wishlist'));
  });

  it('shows the result count, and a page past the end goes to the last page', async () => {
    const { total } = productListResponseSchema.parse(
      await (await fetch(url('/api/kinguin/products?limit=1&platform=steam'))).json(),
    );
    const last = Math.ceil(total! / 24);
    const page = await browser.page();
    const response = await page.goto(url('/products?platform=steam&page=999'));
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(url(`/products?platform=steam${last > 1 ? `&page=${last}` : ''}`));
    await visible(
      main(page)
        .getByRole('status')
        .filter({ hasText: `${total} products` }),
    );
    expect(await cardPrices(page)).toHaveLength(total! - (last - 1) * 24);
  });

  it('shows filters from the URL as removable chips while the panel is closed', async () => {
    const page = await browser.page();
    await page.goto(url('/products?maxPrice=30&platform=steam'));
    const chips = page.getByRole('group', { name: 'Active filters' });
    await visible(chips);
    expect(await chips.getByRole('listitem').allTextContents()).toEqual(['Up to €30.00', 'Steam']);
    const removeSteam = page.getByRole('button', { name: 'Remove filter: Steam' });
    await removeSteam.click();
    await page.waitForURL(url('/products?maxPrice=30'));
    // The URL changes as the navigation starts; the list re-renders when its data has arrived.
    await removeSteam.waitFor({ state: 'detached' });
    expect(await chips.getByRole('listitem').allTextContents()).toEqual(['Up to €30.00']);
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(30);
  });

  it('says a minimum price above the maximum, and neither swaps nor drops the bounds', async () => {
    for (const javaScript of [true, false]) {
      const page = await browser.page({ javaScript });
      await page.goto(url('/products?minPrice=50&maxPrice=10'));
      await visible(
        main(page).getByRole('alert').filter({ hasText: 'The minimum price is above the maximum' }),
      );
      expect(page.url()).toBe(url('/products?minPrice=50&maxPrice=10'));
      await visible(main(page).getByText('No products match these filters.'));
      expect(await page.getByRole('region', { name: 'Products' }).getByRole('article').count()).toBe(0);
    }
  });
});
