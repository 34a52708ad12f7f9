import { describe, expect, it } from 'vitest';
import { hydrated, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

describe('API down', () => {
  it('serves the catalogue, search and detail from the static file', async () => {
    const page = await browser.page();
    await page.route('**/api/**', (route) => route.abort());
    await page.goto(url('/products'));
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await visible(cards);
    expect(await cards.count()).toBe(24);
    await hydrated(page);

    const box = page.getByRole('combobox', { name: 'Search for the game' });
    await box.fill('a');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await visible(options);
    expect(await options.count()).toBeLessThanOrEqual(10);
    await options.first().click();
    await page.waitForURL(/\/product\/\d+$/);
    await visible(page.getByRole('heading', { level: 2, name: 'Description' }));
  });
});
