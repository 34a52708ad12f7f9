/**
 * Issue #56 item 1: on a slow phone over slow 3G the product page shows its buttons seconds before it hydrates.
 * A click then is kept (the control says it is getting ready) and carried out once, when React owns the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupBrowser, until, url, visible } from './harness';

const browser = setupBrowser();

/** Slow 3G (DevTools' preset) and a CPU four times slower, from the page's first request on. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (500 * 1024) / 8,
    uploadThroughput: (500 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const isHydrated = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length > 0);
const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]') as unknown[], key);

describe('clicks before the page has hydrated', () => {
  it('adds to the cart and saves to the wishlist exactly once, saying it is getting ready meanwhile', async () => {
    const page = await browser.page();
    await slowDown(page);
    await page.goto(url('/product/1'), { waitUntil: 'domcontentloaded' });
    const main = page.locator('main');
    const add = main.getByRole('button', { name: 'Add to cart' });
    const save = main.getByRole('button', { name: 'Save to wishlist' });
    await visible(add);
    expect(await isHydrated(page), 'the page hydrated before the test could click').toBe(false);
    await add.click();
    await save.click();
    expect(await add.getAttribute('aria-busy')).toBe('true');
    expect(await save.getAttribute('aria-busy')).toBe('true');
    expect(await isHydrated(page), 'the clicks came after hydration').toBe(false);

    await hydrated(page);
    await until(async () => (await stored(page, 'cart')).length > 0, 30_000);
    await visible(page.getByRole('dialog', { name: 'Shopping Cart' }), 30_000);
    await until(async () => (await stored(page, 'wishlist')).length > 0, 30_000);
    // Carried out once: no second add from React's own replay, nothing left waiting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stored(page, 'cart')).toEqual([expect.objectContaining({ id: 1, cart_quantity: 1 })]);
    expect(await stored(page, 'wishlist')).toEqual([expect.objectContaining({ id: 1 })]);
    expect(await add.getAttribute('aria-busy')).toBeNull();
    await visible(main.getByRole('button', { name: 'Saved', pressed: true }));
  });

  it('leaves a click after hydration to React alone', async () => {
    const page = await browser.page();
    await page.goto(url('/product/1'));
    await hydrated(page);
    expect(await page.evaluate(() => window.__replayClicks)).toBeNull();
    await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
    await until(async () => (await stored(page, 'cart')).length > 0);
    expect(await stored(page, 'cart')).toEqual([expect.objectContaining({ id: 1, cart_quantity: 1 })]);
  });
});
