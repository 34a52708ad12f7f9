import { describe, expect, it } from 'vitest';
import { productListResponseSchema, type Product } from '@keyshop/contracts';
import { hydrated, main, until, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

describe('header search', () => {
  it('waits for a 300 ms pause, sends nothing for blank text, shows results and opens the chosen one', async () => {
    const page = await browser.page();
    const searches: string[] = [];
    page.on('request', (request) => {
      const search = new URL(request.url()).searchParams.get('search');
      if (request.url().includes('/api/kinguin/products') && search !== null) searches.push(search);
    });
    await page.goto(url('/'));
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search for the game' });
    await box.fill('   ');
    await page.waitForTimeout(600);
    expect(searches).toEqual([]);

    await box.pressSequentially('Edi', { delay: 50 });
    await visible(page.getByText('Searching...'));
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await visible(options);
    // Typing in quick succession asked once, for the text as it stood after the pause.
    expect(searches).toEqual(['Edi']);
    const chosen = (await options.first().textContent()) ?? '';
    expect(chosen).toMatch(/Edi/i);
    expect(chosen).toMatch(/€\d/);
    // The part of each name the search matched is marked (the API's highlights).
    expect(await options.first().locator('mark').allTextContents()).toEqual([
      expect.stringMatching(/^edi$/i),
    ]);

    await options.first().click();
    await page.waitForURL(/\/product\/\d+$/);
    expect(await box.inputValue()).toBe('');
    await visible(page.getByRole('heading', { level: 1 }));
  });

  it('says "No results found" when nothing matches, and Enter on an arrowed result opens it', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search for the game' });
    await box.fill('zzqqxx no such game');
    await visible(page.getByText('No results found'));
    await box.fill('a');
    await visible(page.getByRole('option'));
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await until(async () => (await box.inputValue()) === '');
  });

  /** A product whose name ends in a word of 6+ letters, and that name typed with a typo in its last word. */
  async function misspelt(): Promise<{ product: Product; typed: string }> {
    const res = await fetch(url('/api/kinguin/products?limit=100&sortBy=name&sortType=asc'));
    const { results } = productListResponseSchema.parse(await res.json());
    const product = results.find((p) => /^[A-Za-z]+ [A-Za-z]{6,}$/.test(p.company_name))!;
    const [first, last] = product.company_name.toLowerCase().split(' ') as [string, string];
    // Swap two letters inside the last word and leave its end untyped: "lost knihgt" for "Lost Knights".
    const typed = `${first} ${last.slice(0, 2)}${last[3]}${last[2]}${last.slice(4, -1)}`;
    return { product, typed };
  }

  it('forgives a typo in the word being typed; Enter opens the results page with the count', async () => {
    const { product, typed } = await misspelt();
    const page = await browser.page();
    await page.goto(url('/'));
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search for the game' });
    await box.fill(typed);
    await visible(page.getByRole('option', { name: new RegExp(product.company_name) }));
    await box.press('Enter');
    await page.waitForURL(url(`/products?search=${encodeURIComponent(typed).replace(/%20/g, '+')}`));
    const results = main(page).getByRole('region', { name: 'Products' });
    await visible(results.getByRole('heading', { name: product.company_name }));
    await visible(
      main(page)
        .getByRole('status')
        .filter({ hasText: `found for “${typed}”` }),
    );
  });

  it('is a form without scripts: Enter sends the text, and the server renders the results and the count', async () => {
    const { product, typed } = await misspelt();
    const page = await browser.page({ javaScript: false });
    await page.goto(url('/'));
    const form = page.getByRole('search');
    await form.getByRole('combobox', { name: 'Search for the game' }).fill(typed);
    await form.getByRole('combobox', { name: 'Search for the game' }).press('Enter');
    await page.waitForURL(/\/products\?search=/);
    const results = main(page).getByRole('region', { name: 'Products' });
    await visible(results.getByRole('heading', { name: product.company_name }));
    expect(await main(page).getByRole('status').first().textContent()).toMatch(
      new RegExp(`^\\d+ products? found for “${typed}”$`),
    );
  });

  it('cuts a search over 200 characters instead of refusing it', async () => {
    const { product } = await misspelt();
    const long = `${product.company_name} `.repeat(Math.ceil(260 / (product.company_name.length + 1)));
    expect(long.length).toBeGreaterThan(200);
    const page = await browser.page();
    await page.goto(url('/'));
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Search for the game' }).fill(long);
    await visible(page.getByRole('option', { name: new RegExp(product.company_name) }).first());
    const response = await page.goto(url(`/products?search=${encodeURIComponent(long)}`));
    expect(response?.status()).toBe(200);
    await visible(
      main(page)
        .getByRole('region', { name: 'Products' })
        .getByRole('heading', { name: product.company_name }),
    );
  });
});
