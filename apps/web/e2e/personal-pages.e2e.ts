import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main, setupBrowser, storedCart, url, visible } from './harness';

// No false "empty" (issue 27, item 4): the server cannot know the browser's cart or wishlist, so /cart,
// /checkout and /wishlist render a loading state of their real layout until the browser has read its storage,
// and filling it moves nothing.

const browser = setupBrowser();

const pages = [
  { path: '/cart', loading: 'Loading your cart', empty: 'Your cart is empty' },
  { path: '/checkout', loading: 'Loading your order', empty: 'Your cart is empty' },
  { path: '/wishlist', loading: 'Loading your wishlist', empty: 'Your wishlist is empty' },
];

/**
 * Records, from before the first byte is parsed, every text that ever appeared on the page and the layout
 * shifts (CLS entries without recent input).
 */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const shifts: number[] = [];
    Object.assign(window, { e2eSeen: seen, e2eShifts: shifts });
    new MutationObserver(() => {
      const text = document.body?.innerText;
      if (text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    everSaid: (text: string) =>
      page.evaluate(
        (wanted) =>
          (window as unknown as { e2eSeen: string[] }).e2eSeen.some((seen) => seen.includes(wanted)),
        text,
      ),
    layoutShift: () =>
      page.evaluate(() =>
        (window as unknown as { e2eShifts: number[] }).e2eShifts.reduce((sum, value) => sum + value, 0),
      ),
  };
}

describe('personal pages before the browser reads its storage', () => {
  it('are rendered by the server as a loading state, never as "empty"', async () => {
    for (const { path, loading, empty } of pages) {
      const html = await (await fetch(url(path))).text();
      expect(html, path).toContain(loading);
      expect(html, path).not.toContain(empty);
      expect(html, path).not.toContain('Continue Shopping');
    }
  });

  it('fill with the stored cart and wishlist without ever saying "empty" and without a layout shift', async () => {
    const { lines, products, storage } = await storedCart(2);
    const page = await browser.page({
      storage: { ...storage, wishlist: JSON.stringify(products) },
    });
    const watch = await watchPage(page);
    for (const { path, empty } of pages) {
      await page.goto(url(path));
      await visible(main(page).getByText(lines[1]!.company_name, { exact: true }));
      // Let any late shift be recorded.
      await page.waitForTimeout(300);
      expect(await watch.everSaid(empty), path).toBe(false);
      expect(await watch.layoutShift(), path).toBeLessThan(0.01);
    }
  });

  it('show the empty view once the browser has found nothing stored', async () => {
    const page = await browser.page();
    for (const { path, empty } of pages) {
      await page.goto(url(path));
      await visible(main(page).getByText(empty, { exact: true }));
      expect(
        await main(page)
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count(),
      ).toBe(0);
    }
  });
});
