import { apiPaths, productListResponseSchema } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTitle, hydrated, main, setupBrowser, until, url, visible } from './harness';

const browser = setupBrowser();

/** The product names on the page's cards, in order. */
const cardNames = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('article').getByRole('heading').allTextContents();

/** The first page's names of the same list, as the API answers it. */
async function apiNames(query: string): Promise<string[]> {
  const res = await fetch(url(`${apiPaths.products}?limit=24&${query}`));
  return productListResponseSchema.parse(await res.json()).results.map((p) => p.company_name);
}

/** Waits until the cards on screen are the API's first page of `query`. */
async function showsList(page: Page, query: string): Promise<void> {
  const expected = await apiNames(query);
  expect(expected.length).toBeGreaterThan(0);
  await until(async () => JSON.stringify(await cardNames(page)) === JSON.stringify(expected));
}

describe('sorting, searching and browsing the catalogue (issue 56: 4, 8, 9)', () => {
  it('lets the keyboard browse the orders without re-sorting, and sorts on Enter, keeping the focus', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await hydrated(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    // Down to "Price: low to high" (the fifth order): each step only chooses.
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect(await sort.inputValue()).toBe('price-asc');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new URL(page.url()).search).toBe('');
    expect(await sort.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/products?sortBy=price-asc'));
    await showsList(page, 'sortBy=price-asc&sortType=asc');
    expect(await sort.evaluate((element) => element === document.activeElement)).toBe(true);
    // Tab to the Sort button and press it: the other way to confirm.
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sort');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/products?sortBy=bestsellers'));
  });

  it('keeps the search in the box after Enter and a reload, ranks by relevance, and says when nothing matches', async () => {
    const page = await browser.page();
    await page.goto(url('/'));
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search for the game' });
    await box.fill('edition');
    await box.press('Enter');
    await page.waitForURL(url('/products?search=edition'));
    await visible(main(page).getByRole('status').filter({ hasText: 'found for “edition”' }));
    expect(await box.inputValue()).toBe('edition');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.locator('option:checked').textContent()).toBe('Relevance');
    await page.reload();
    await hydrated(page);
    expect(await box.inputValue()).toBe('edition');
    expect(await sort.locator('option:checked').textContent()).toBe('Relevance');

    await box.fill('zqxwv');
    await box.press('Enter');
    await page.waitForURL(url('/products?search=zqxwv'));
    await visible(main(page).getByText('No products match ‘zqxwv’.'));
    expect(await main(page).getByText('No products match these filters.').count()).toBe(0);
    await main(page).getByRole('link', { name: 'Clear the search' }).click();
    await page.waitForURL(url('/products'));
    await until(async () => (await box.inputValue()) === '');
    await until(async () => (await cardNames(page)).length === 24);
  });

  it('opens what each home category button names, shareable by URL', async () => {
    const page = await browser.page();
    const categories = [
      ['PC', '/products?platform=pc', 'Products for PC', 'platform=pc'],
      ['Xbox', '/products?platform=xbox', 'Products for Xbox', 'platform=xbox'],
      ['PlayStation', '/products?platform=playstation', 'Products for PlayStation', 'platform=playstation'],
      ['Nintendo', '/products?platform=nintendo', 'Products for Nintendo', 'platform=nintendo'],
      ['Games', '/products?type=game', 'Games', 'type=game'],
      ['DLCs', '/products?type=dlc', 'DLCs', 'type=dlc'],
      ['Subscriptions', '/products?type=subscription', 'Subscriptions', 'type=subscription'],
    ] as const;
    for (const [label, path, heading, query] of categories) {
      await page.goto(url('/'));
      await hydrated(page);
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: label }).click();
      await page.waitForURL(url(path));
      await visible(main(page).getByRole('heading', { level: 1, name: heading }));
      await showsList(page, query);
    }
    // Shared as a link: the server renders the same list.
    await page.goto(url('/products?type=dlc'));
    await showsList(page, 'type=dlc');
    for (const name of await cardNames(page)) expect(name).toMatch(/ DLC$/);
  });

  it('opens what each header link names: New Games, Upcoming Games, Bestsellers, Trending', async () => {
    const page = await browser.page();
    const links = [
      ['New Games', 'type=game&upcoming=false&sortBy=new', 'New games'],
      ['Upcoming Games', 'type=game&upcoming=true&sortBy=new', 'Upcoming games'],
      ['Bestsellers', 'sortBy=bestsellers', 'Bestsellers'],
      ['Trending', 'sortBy=trending', 'Trending'],
    ] as const;
    await page.goto(url('/'));
    await hydrated(page);
    for (const [label, query, heading] of links) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await page.waitForURL(url(`/products?${query}`));
      await visible(main(page).getByRole('heading', { level: 1, name: heading }));
      await expectTitle(page, `${heading} – Keyshop`);
      await showsList(page, query.replace('sortBy=new', 'sortBy=new&sortType=desc'));
    }
  });

  it('offers consoles and PC in the Platform filter, each isolating its products', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const platform = page.getByLabel('Platform', { exact: true });
    const options = await platform.locator('option').allTextContents();
    for (const name of ['PC', 'Steam', 'Xbox', 'PlayStation', 'Nintendo', 'EA App', 'Microsoft Store']) {
      expect(
        options.some((option) => option.startsWith(name)),
        name,
      ).toBe(true);
    }
    await platform.selectOption('nintendo');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(url('/products?platform=nintendo'));
    await showsList(page, 'platform=nintendo');
    const texts = await page.getByRole('region', { name: 'Products' }).getByRole('article').allTextContents();
    for (const text of texts) expect(text).toContain('Nintendo');
  });
});
