/** The shopper's steps from the cart to the keys, shared by the purchase and payment specs. */
import { activatesIn, apiPaths, type Order, type Product } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { main, signedInStorage, toast, url, visible, type Account, type E2eBrowser } from './harness';

/** The purchase this tab keeps in session storage (lines, idempotency key, the order once placed). */
export const pending = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('pendingPurchase') ?? 'null') as {
        idempotencyKey: string;
        orderId?: string;
      } | null,
  );

export async function api<T>(path: string, account?: Account, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url(path), {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(account && { Authorization: `Bearer ${account.token}` }),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

export const ordersOf = async (account: Account) =>
  (await api<{ orders: Order[] }>(apiPaths.orders, account)).orders;

/**
 * The first catalogue product that fits `accept` and whose key activates in the browser's country (Chromium's
 * en-US: US), so the region check has nothing to flag.
 */
export async function productWhere(accept: (product: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 5; page += 1) {
    const { results } = await api<{ results: Product[] }>(`${apiPaths.products}?limit=100&page=${page}`);
    const found = results.find(
      (product) => accept(product) && activatesIn(product.regionalLimitations, 'US'),
    );
    if (found) return found;
  }
  throw new Error('No such product in the catalogue');
}

/** A page whose cart holds `quantity` of `product`, signed in as `account` when given. */
export async function pageWithCart(
  browser: E2eBrowser,
  product: Product,
  quantity: number,
  account?: Account,
) {
  const cart = JSON.stringify([{ ...product, cart_quantity: quantity }]);
  const page = await browser.page({ storage: { cart, ...(account && signedInStorage(account)) } });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
  return page;
}

/** /checkout → FAST CHECKOUT → /purchase, with the spec's toast and an emptied cart. */
export async function fastCheckout(page: Page) {
  await page.goto(url('/checkout'));
  await (await visible(main(page).getByRole('button', { name: 'FAST CHECKOUT' }))).click();
  await toast(page, 'Proceeding to checkout!');
  await page.waitForURL(url('/purchase'));
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
}

/** Ticks the withdrawal waiver, which enables Buy now. */
export async function giveConsent(page: Page) {
  const consent = await visible(main(page).getByRole('checkbox', { name: /I lose my right of withdrawal/ }));
  expect(await consent.isChecked()).toBe(false);
  expect(await main(page).getByRole('button', { name: 'Buy now' }).isDisabled()).toBe(true);
  await consent.check();
  expect(await main(page).getByRole('button', { name: 'Buy now' }).isEnabled()).toBe(true);
}

/** The order id in /purchase?order={id}. */
export const orderIdIn = (page: Page) => new URL(page.url()).searchParams.get('order') ?? '';

/** On the test provider's page: enters the card (any future expiry, any CVC) and pays. */
export async function payOnTestPage(page: Page, card: string) {
  await page.waitForURL(/\/pay\/test\//);
  const form = await visible(main(page).getByRole('form', { name: 'Pay by card' }));
  await form.getByRole('textbox', { name: 'Card number' }).fill(card);
  await form.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
  await form.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await form.getByRole('button', { name: /^Pay €/ }).click();
}

/** On /purchase: the consent, then Buy now; the page ends on the test provider's page. */
export async function buyNow(page: Page) {
  await giveConsent(page);
  await (await visible(main(page).getByRole('button', { name: 'Buy now' }))).click();
  await page.waitForURL(/\/pay\/test\//);
}

/** Buy now, then pay with `card` on the test provider's page: the page ends back on /purchase?order={id}. */
export async function buyAndPay(page: Page, card = '4242 4242 4242 4242') {
  await buyNow(page);
  await payOnTestPage(page, card);
  await page.waitForURL(/\/purchase\?order=/);
}
