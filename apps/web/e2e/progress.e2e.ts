import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, main, setupBrowser, until, url, visible } from './harness';

// Loading feedback (issue 56, item 16): on a slow network a client navigation shows a bar along the top and is
// announced politely, after a short delay; once the next page is there, both go.

const browser = setupBrowser();

/** The layout's progress: its bar's visibility and what its polite status says. */
const progress = (page: Page) =>
  page.evaluate(() => {
    // The component's shape: a bar (hidden from readers), then its polite status, in an element with a state.
    const region = document.querySelector(
      '[data-state] > [aria-hidden="true"]:first-child + [role="status"]',
    );
    const root = region?.parentElement;
    return {
      state: root?.getAttribute('data-state'),
      barVisible: root ? getComputedStyle(root.firstElementChild!).visibility === 'visible' : false,
      said: region?.textContent ?? '',
      busy: document.querySelector('main')?.getAttribute('aria-busy') === 'true',
    };
  });

describe('navigation progress', () => {
  it('appears during a slow client navigation, is announced, and disappears after', async () => {
    const page = await browser.page();
    await page.goto(url('/faq'));
    await hydrated(page);
    // The bar's code arrives after hydration, with the toaster's.
    await until(async () => (await progress(page)).state === 'idle');
    expect(await progress(page)).toMatchObject({ barVisible: false, said: '' });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    await page.getByRole('banner').getByRole('link', { name: 'New Games' }).click();
    await until(async () => (await progress(page)).state === 'loading', 5_000);
    expect(await progress(page)).toMatchObject({
      barVisible: true,
      said: 'Loading the next page…',
      busy: true,
    });
    expect(new URL(page.url()).pathname).toBe('/faq');

    await page.waitForURL((address) => address.pathname === '/products', { timeout: 30_000 });
    await visible(main(page).getByRole('heading', { level: 1 }));
    await until(async () => (await progress(page)).state === 'idle');
    expect(await progress(page)).toMatchObject({ barVisible: false, said: '', busy: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });
});
