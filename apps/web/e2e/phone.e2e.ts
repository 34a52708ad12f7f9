import { describe, expect, it } from 'vitest';
import {
  expectNoHorizontalScroll,
  hydrated,
  main,
  setupBrowser,
  signedInStorage,
  signUp,
  until,
  url,
  visible,
} from './harness';

// Phone layouts (issue 56, item 15): the menu at 390 px closes on Escape and never stays open under the cart
// panel; at 320 px every account tab, "Customer Support" included, is in sight and reachable.

const browser = setupBrowser();

describe('the header menu at 390 px', () => {
  it('closes on Escape, closes when the cart opens, and opening it closes the cart', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    await page.goto(url('/'));
    await hydrated(page);
    const banner = page.getByRole('banner');
    const menu = await visible(banner.getByRole('button', { name: 'Menu', exact: true }));
    const newGames = banner.getByRole('link', { name: 'New Games' });

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await visible(newGames);
    await page.keyboard.press('Tab');
    expect(await newGames.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await newGames.isVisible()).toBe(false);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    // Open the menu, then the cart: the menu closes under it.
    await menu.click();
    await visible(newGames);
    await (await visible(banner.getByRole('button', { name: /^Cart/ }))).click();
    const cart = await visible(page.getByRole('dialog', { name: 'Shopping Cart' }));
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await newGames.isVisible()).toBe(false);

    // The cart is open: opening the menu closes it.
    await menu.click();
    await until(async () => (await menu.getAttribute('aria-expanded')) === 'true');
    await until(async () => !(await cart.isVisible()));
    await visible(newGames);
    await expectNoHorizontalScroll(page);
  });
});

describe('the account tabs at 320 px', () => {
  it('shows every tab whole, Customer Support included, and reaches it', async () => {
    const account = await signUp();
    const page = await browser.page({ width: 320, height: 640, storage: signedInStorage(account) });
    await page.goto(url('/account?tab=inventory'));
    const tabs = await visible(main(page).getByRole('tablist', { name: 'My Account' }));
    const support = tabs.getByRole('tab', { name: 'Customer Support' });
    await visible(support);
    const boxes = await tabs.evaluate((list) => ({
      list: list.getBoundingClientRect().toJSON() as DOMRect,
      scrolls: list.scrollWidth > list.clientWidth,
      tabs: [...list.querySelectorAll('[role="tab"]')].map(
        (tab) => tab.getBoundingClientRect().toJSON() as DOMRect,
      ),
      viewport: document.documentElement.clientWidth,
    }));
    expect(boxes.scrolls).toBe(false);
    expect(boxes.tabs).toHaveLength(4);
    for (const tab of boxes.tabs) {
      expect(tab.left).toBeGreaterThanOrEqual(boxes.list.left - 0.5);
      expect(tab.right).toBeLessThanOrEqual(Math.min(boxes.list.right, boxes.viewport) + 0.5);
    }
    await expectNoHorizontalScroll(page);
    await support.click();
    await page.waitForURL((address) => address.searchParams.get('tab') === 'support');
    expect(await support.getAttribute('aria-selected')).toBe('true');
  });
});
