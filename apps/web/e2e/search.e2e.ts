import { describe, expect, it } from 'vitest';
import { until, url, setupBrowser, visible } from './harness';

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
});
