import { apiPaths, givenConsent, orderNumber } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  main,
  payOrderThroughApi,
  setupBrowser,
  signUp,
  until,
  url,
  visible,
} from './harness';
import {
  api,
  buyNow,
  giveConsent,
  orderIdIn,
  ordersOf,
  pageWithCart,
  payOnTestPage,
  productWhere,
} from './purchase-steps';

// Issue 56, items 5, 6, 7, 12 and 17: leaving the payment page, focus on it by keyboard, Back from /purchase,
// a lost race for the last key, a missing order and Back from the thank-you page.

const browser = setupBrowser();

/** The focused element's tag and text, for readable failures. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${(active as HTMLElement).innerText.trim().slice(0, 60)}`;
  });

/** /cart → Checkout → FAST CHECKOUT, by links as a shopper does, so /cart stays in the history. */
async function fromCartToPurchase(page: Page) {
  await page.goto(url('/cart'));
  await (await visible(main(page).getByRole('link', { name: 'Checkout' }))).click();
  await (await visible(main(page).getByRole('button', { name: 'FAST CHECKOUT' }))).click();
  await page.waitForURL(url('/purchase'));
}

/** Types a card into the test provider's form by keyboard and submits it with Enter. */
async function payByKeyboard(page: Page, card: string) {
  await page.waitForURL(/\/pay\/test\//);
  const form = await visible(main(page).getByRole('form', { name: 'Pay by card' }));
  await form.getByRole('textbox', { name: 'Card number' }).focus();
  await page.keyboard.type(card);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
}

describe('leaving the payment page', () => {
  it('"Cancel and return to the store" shows one state (no spinner), the reservation, and Cancel order asks first, by keyboard', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fromCartToPurchase(page);
    await buyNow(page);
    await visible(main(page).getByText(/Your keys stay reserved while you pay: this page is open until/));
    await main(page).getByRole('link', { name: 'Cancel and return to the store' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/purchase\?order=.*canceled=1/);
    const unpaid = await visible(main(page).getByRole('region', { name: 'Not paid yet' }));
    await visible(unpaid.getByText('You left the payment page without paying: nothing has been charged.'));
    await visible(unpaid.getByText(/Your keys stay reserved for you until \d{2}:\d{2}/));
    expect(await main(page).getByText('Waiting for payment…').count()).toBe(0);
    expect(await unpaid.getAttribute('data-state')).toBe('unpaid');
    // The new state's heading has the focus; Tab reaches Cancel order, which asks before it cancels.
    await until(async () => (await focused(page)) === 'h2: Not paid yet');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await until(async () => (await focused(page)) === 'button: Cancel order');
    await page.keyboard.press('Enter');
    const name = orderNumber(orderIdIn(page));
    const question = await visible(page.getByRole('alertdialog', { name: `Cancel order ${name}?` }));
    await until(async () => (await focused(page)) === 'button: Keep the order');
    await page.keyboard.press('Escape');
    await until(async () => (await question.count()) === 0);
    expect((await ordersOf(account))[0]!.status).toBe('awaiting_payment');
    await until(async () => (await focused(page)) === 'button: Cancel order');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('alertdialog', { name: `Cancel order ${name}?` }));
    await page.keyboard.press('Tab');
    await until(async () => (await focused(page)) === 'button: Cancel order');
    await page.keyboard.press('Enter');
    await visible(main(page).getByRole('heading', { name: 'Your order was cancelled.' }));
    await until(async () => (await focused(page)) === 'h2: Your order was cancelled.');
    expect((await ordersOf(account))[0]!.status).toBe('cancelled');
  });

  it('Back from the payment page returns to a cart that names the order and leads to it', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fromCartToPurchase(page);
    // Back from /purchase before Buy now: the lines wait there, not "Your cart is empty".
    await page.goBack();
    await page.waitForURL(url('/cart'));
    await visible(main(page).getByText("Your cart's 1 line is waiting on the purchase page"));
    expect(await main(page).getByText('Your cart is empty').count()).toBe(0);
    await main(page).getByRole('link', { name: 'Continue your purchase' }).click();
    await page.waitForURL(url('/purchase'));
    await buyNow(page);
    await visible(main(page).getByRole('form', { name: 'Pay by card' }));
    await page.goBack();
    await page.waitForURL(url('/cart'));
    const [order] = await ordersOf(account);
    const name = orderNumber(order!.id);
    await visible(main(page).getByText(`Your cart's 1 line became order ${name}`));
    await expectNoAxeViolations(page);
    await main(page)
      .getByRole('link', { name: `View order ${name}` })
      .click();
    await visible(main(page).getByRole('region', { name: 'Not paid yet' }));
    await visible(main(page).getByRole('button', { name: 'Continue to payment' }));
  });

  it('after the order was paid elsewhere, the payment page offers no Pay button but a link to the order; Back from the thank-you page leaves it', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fromCartToPurchase(page);
    await buyNow(page);
    await visible(main(page).getByRole('form', { name: 'Pay by card' }));
    const orderId = (await ordersOf(account))[0]!.id;
    // Another tab pays the same session.
    expect((await payOrderThroughApi(account, orderId)).status).toBe('paid');
    await payOnTestPage(page, '4242 4242 4242 4242');
    const paid = await visible(main(page).getByRole('region', { name: 'Payment received' }));
    expect(
      await main(page)
        .getByRole('button', { name: /^Pay €/ })
        .count(),
    ).toBe(0);
    await until(async () => (await focused(page)) === 'h2: Payment received');
    await paid.getByRole('link', { name: 'View your order' }).click();
    await page.waitForURL(url(`/purchase?order=${orderId}`));
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    // The payment page was left in place of the order step: Back leaves the thank-you page.
    await page.goBack();
    await until(() => !page.url().includes('/purchase'));
  });
});

describe('focus on the payment page, by keyboard', () => {
  it('moves to the 3-D Secure panel, and to the declined state back in the store', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fromCartToPurchase(page);
    await buyNow(page);
    await payByKeyboard(page, '4000000000003220');
    await visible(main(page).getByRole('region', { name: 'Confirm your payment' }));
    await until(async () => (await focused(page)) === 'h2: Confirm your payment');
    expect(await main(page).getByRole('button', { name: 'Fail' }).count()).toBe(0);
    await page.keyboard.press('Tab');
    await until(async () => (await focused(page)) === 'button: Decline');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/purchase\?order=/);
    await visible(main(page).getByRole('region', { name: 'Payment declined' }));
    await until(async () => (await focused(page)) === 'h2: Payment declined');
    await visible(main(page).getByText(/Your keys stay reserved for you until/));
  });
});

describe('a lost race and a missing order', () => {
  it('says "Sold out: someone bought the last key" and disables Buy now', async () => {
    const product = await productWhere((p) => p.qty >= 1 && p.qty <= 10);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fromCartToPurchase(page);
    // Someone else buys every key left before Buy now.
    await api(apiPaths.order, await signUp(), {
      method: 'POST',
      headers: { 'Idempotency-Key': `e2e-sold-out-${Date.now()}` },
      body: JSON.stringify({ items: [{ productId: product.id, qty: product.qty }], consent: givenConsent }),
    });
    await giveConsent(page);
    await main(page).getByRole('button', { name: 'Buy now' }).click();
    const alert = await visible(main(page).getByRole('alert'));
    expect(await alert.textContent()).toContain(
      `Sold out: someone bought the last key of ${product.company_name}`,
    );
    expect(await alert.textContent()).not.toContain('only 0 available');
    expect(await main(page).getByRole('button', { name: 'Buy now' }).isDisabled()).toBe(true);
    expect(await ordersOf(account)).toHaveLength(0);
  });

  it('a missing order offers the order list, not "Try again"', async () => {
    const account = await signUp();
    const page = await pageWithCart(browser, await productWhere((p) => p.qty >= 1), 1, account);
    await page.goto(url('/purchase?order=00000000-0000-4000-8000-000000000000'));
    await visible(main(page).getByText('This order was not found.'));
    expect(await main(page).getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await main(page).getByRole('link', { name: 'View your orders' }).click();
    await page.waitForURL(url('/account?tab=orders'));
  });
});
