import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTitle, toast, until, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });
const wishlistButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Wishlist/ });
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });
const wishlistPanel = (page: Page) => page.getByRole('dialog', { name: 'Wishlist' });
const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

/** Adds the first `count` in-stock cards of /products to the cart, closing the dropdown each time. */
async function addFromGrid(page: Page, count: number): Promise<string[]> {
  await page.goto(url('/products?sortBy=name-asc'));
  const enabled = cards(page).filter({
    has: page.getByRole('button', { name: 'Add to cart', disabled: false }),
  });
  await visible(enabled);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = enabled.nth(i);
    names.push((await card.getByRole('heading').textContent()) ?? '');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await visible(cartPanel(page));
    await page.keyboard.press('Escape');
    await cartPanel(page).waitFor({ state: 'hidden' });
  }
  return names;
}

describe('cart', () => {
  it('adds with a toast and opens the cart dropdown; the dropdown changes quantities and removes', async () => {
    const page = await browser.page();
    const [name] = await addFromGrid(page, 1);
    await toast(page, 'Added to cart!');
    expect(await cartButton(page).getAttribute('aria-label')).toMatch(/1 item/);
    await cartButton(page).click();
    const panel = cartPanel(page);
    await panel.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await until(async () => /2 items/.test((await cartButton(page).getAttribute('aria-label')) ?? ''));
    expect(await panel.textContent()).toMatch(/Subtotal.*€\d+\.\d\d/);
    await panel.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
    await until(async () => /1 item/.test((await cartButton(page).getAttribute('aria-label')) ?? ''));
    await panel.getByRole('button', { name: `Remove ${name} from cart` }).click();
    await toast(page, 'Removed from cart');
    await visible(panel.getByText('Your cart is empty.'));
    // A click outside closes it.
    await page.mouse.click(5, 600);
    await panel.waitFor({ state: 'hidden' });
  });

  it('lists lines on /cart with Checkout and Continue Shopping, clears with a toast, persists across a reload', async () => {
    const page = await browser.page();
    const names = await addFromGrid(page, 2);
    await page.goto(url('/cart'));
    await expectTitle(page, 'Cart – Keyshop');
    const main = page.locator('main');
    for (const name of names) await visible(main.getByText(name, { exact: true }));
    // A key that will not activate in the browser's country (en-US: US) waits for Buy anyway before Checkout.
    for (const confirm of await main.getByRole('checkbox', { name: /^Buy .* anyway$/ }).all())
      await confirm.check();
    expect(await main.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    await page.reload();
    for (const name of names) await visible(main.getByText(name, { exact: true }));
    expect(((await stored(page, 'cart')) as unknown[]).length).toBe(2);
    await main.getByRole('button', { name: 'Clear cart' }).click();
    await toast(page, 'Cart cleared');
    await visible(main.getByText('Your cart is empty', { exact: true }));
    await main.getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL(url('/products'));
  });

  it('stays in step across two tabs (storage event)', async () => {
    const context = await browser.context();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await second.goto(url('/cart'));
    await visible(second.getByText('Your cart is empty', { exact: true }));
    const [name] = await addFromGrid(first, 1);
    await visible(second.locator('main').getByText(name!, { exact: true }));
    expect(await cartButton(second).getAttribute('aria-label')).toMatch(/1 item/);
  });

  it('reads unreadable stored data as an empty cart', async () => {
    const page = await browser.page({ storage: { cart: '{not json', wishlist: '[{"id":"x"}]' } });
    await page.goto(url('/cart'));
    await visible(page.getByText('Your cart is empty', { exact: true }));
    await page.goto(url('/wishlist'));
    await visible(page.getByText('Your wishlist is empty', { exact: true }));
  });
});

describe('wishlist', () => {
  it('Add To Cart in the wishlist dropdown moves the item, closes the wishlist and opens the cart', async () => {
    const page = await browser.page();
    await page.goto(url('/products?sortBy=name-asc'));
    const card = cards(page).filter({
      has: page.getByRole('button', { name: 'Add to cart', disabled: false }),
    });
    await visible(card);
    const name = (await card.first().getByRole('heading').textContent()) ?? '';
    await card.first().getByRole('button', { name: 'Save to wishlist', pressed: false }).click();
    await toast(page, 'Added to wishlist!');
    expect(await wishlistButton(page).getAttribute('aria-label')).toMatch(/1 item/);

    await wishlistButton(page).click();
    const panel = wishlistPanel(page);
    await visible(panel.getByText(name, { exact: true }));
    await panel.getByRole('button', { name: 'Add To Cart' }).click();
    await panel.waitFor({ state: 'hidden' });
    await visible(cartPanel(page).getByText(name, { exact: true }));
    await toast(page, 'Added to cart!');
    expect(await stored(page, 'wishlist')).toEqual([]);
  });

  it('lists items on /wishlist, removes with the heart, then shows the empty view', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await visible(cards(page));
    await cards(page).first().getByRole('button', { name: 'Save to wishlist', pressed: false }).click();
    await page.goto(url('/wishlist'));
    await expectTitle(page, 'Wishlist – Keyshop');
    const items = page.getByRole('region', { name: 'Wishlist items' }).getByRole('article');
    await visible(items);
    expect(await items.count()).toBe(1);
    await items.first().getByRole('button', { name: 'Save to wishlist', pressed: true }).click();
    await toast(page, 'Removed from wishlist');
    await visible(page.getByText('Your wishlist is empty', { exact: true }));
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL(url('/products'));
  });
});
