import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, toast, url, visible } from './harness';

const browser = setupBrowser();

/** Holds back the chunks whose names match until `release()`, so a test acts before they have loaded. */
async function holdChunks(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (address) => address.pathname.startsWith('/assets/') && pattern.test(address.pathname),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return {
    waitForRequest: async () => {
      for (let i = 0; i < 100 && held.length === 0; i += 1) await page.waitForTimeout(50);
      expect(held.length).toBeGreaterThan(0);
    },
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const banner = (page: Page) => page.getByRole('banner');

describe('header parts loaded after the first paint', () => {
  it('shows triggers named like the real ones; a keyboard press on one opens the real dropdown once loaded', async () => {
    const page = await browser.page({ width: 360 });
    const chunks = await holdChunks(page, /\/CartDropdown-/);
    await page.goto(url('/'));
    const cart = banner(page).getByRole('button', { name: 'Cart' });
    expect(await cart.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await cart.getAttribute('aria-expanded')).toBe('false');
    await cart.focus();
    await page.keyboard.press('Enter');
    await chunks.waitForRequest();
    expect(await page.getByRole('dialog', { name: 'Shopping Cart' }).count()).toBe(0);

    await chunks.release();
    await visible(page.getByRole('dialog', { name: 'Shopping Cart' }));
    await page.keyboard.press('Escape');
    // The focus went over to the real trigger and comes back to it.
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cart');
    expect(await cart.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the user menu clicked before it loaded', async () => {
    const page = await browser.page();
    const chunks = await holdChunks(page, /\/UserMenu-/);
    await page.goto(url('/'));
    await banner(page).getByRole('button', { name: 'User menu' }).click();
    await chunks.waitForRequest();
    await chunks.release();
    await visible(page.getByRole('menuitem', { name: 'Sign In' }));
  });

  it('keeps notices sent before the toaster loaded and shows them in order', async () => {
    const page = await browser.page();
    const chunks = await holdChunks(page, /\/Toaster-/);
    await page.goto(url('/products'));
    const heart = page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: 'Add to wishlist' });
    await heart.first().click();
    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: 'Remove from wishlist' })
      .first()
      .click();
    await chunks.waitForRequest();
    expect(await page.getByText('Added to wishlist').count()).toBe(0);

    await chunks.release();
    await toast(page, 'Added to wishlist');
    await toast(page, 'Removed from wishlist');
    // The latest toast is in front: the second notice came second.
    expect(await page.locator('[data-sonner-toast][data-front="true"]').textContent()).toContain(
      'Removed from wishlist',
    );
  });
});

describe('route failures', () => {
  it("shows 'Unexpected Application Error!' inside the layout when a page fails, and recovers on another path", async () => {
    const page = await browser.page();
    await page.route(
      (address) => /\/assets\/AboutPage-/.test(address.pathname),
      (route) => route.abort(),
    );
    await page.goto(url('/about'));
    await visible(page.locator('main').getByRole('heading', { name: 'Unexpected Application Error!' }));
    await visible(banner(page));
    expect(await page.title()).toBe('Error – Keyshop');

    await banner(page).getByRole('link', { name: 'Keyshop home' }).click();
    await page.waitForURL(url('/'));
    await visible(page.getByRole('heading', { name: 'Featured games' }));
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).count()).toBe(0);
  });
});
