import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { until, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme === 'dark');

describe('theme', () => {
  it('follows the system while unset, then the stored choice, which survives a reload', async () => {
    const page = await browser.page({ colorScheme: 'dark' });
    await page.goto(url('/'));
    await until(() => isDark(page));
    await page.emulateMedia({ colorScheme: 'light' });
    await until(async () => !(await isDark(page)));

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
    await until(() => isDark(page));
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    // A stored choice no longer follows the system.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Featured games' }));
    expect(await isDark(page)).toBe(true);
  });

  it('starts from a stored darkMode over the system preference', async () => {
    const page = await browser.page({ colorScheme: 'dark', storage: { darkMode: 'false' } });
    await page.goto(url('/'));
    await visible(page.getByRole('heading', { name: 'Featured games' }));
    expect(await isDark(page)).toBe(false);
  });
});
