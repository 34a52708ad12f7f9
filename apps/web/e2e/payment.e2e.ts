import { apiPaths, type Order, type Product } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  main,
  setupBrowser,
  signedInStorage,
  signUp,
  until,
  url,
  visible,
} from './harness';
import {
  buyAndPay,
  buyNow,
  fastCheckout,
  orderIdIn,
  ordersOf,
  pageWithCart,
  payOnTestPage,
  productWhere,
} from './purchase-steps';
import { startStore, type Store } from './store';

const browser = setupBrowser();

/** A product page in another browser, whose stock line follows productUpdate live. */
async function watchStock(product: Product) {
  const page = await browser.page();
  await page.goto(url(`/product/${product.id}`));
  await visible(main(page).getByRole('heading', { name: product.company_name, exact: true }));
  // The socket connects 1 s after the view mounts.
  await page.waitForTimeout(1500);
  return page;
}

const showsStock = (page: Page, text: string) =>
  until(async () => ((await main(page).textContent()) ?? '').includes(text));

describe('paying on the test provider’s page', () => {
  it('checks the card on the page: every bad value gets its message and nothing is sent', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fastCheckout(page);
    await buyNow(page);
    const form = await visible(main(page).getByRole('form', { name: 'Pay by card' }));
    await visible(main(page).getByText('4242 4242 4242 4242', { exact: true }));
    await form.getByRole('button', { name: /^Pay €/ }).click();
    const number = form.getByRole('textbox', { name: 'Card number' });
    await until(() => number.evaluate((input) => input === document.activeElement));
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await visible(form.getByText('Enter your card number.'));
    await visible(form.getByText('Enter the expiry date.'));
    await number.fill('4242424242424241');
    expect(await number.inputValue()).toBe('4242 4242 4242 4241');
    await visible(form.getByText('Your card number is invalid: check the digits.'));
    await form.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('01/20');
    await visible(form.getByText('Your card has expired.'));
    await form.getByRole('textbox', { name: 'Security code (CVC)' }).fill('1');
    await visible(form.getByText('Your security code is incomplete.'));
    await expectNoAxeViolations(page);
    // Nothing reached the provider: the order still awaits its first attempt.
    const [order] = await ordersOf(account);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: { state: 'pending', failureMessage: null },
    });
  });

  it('a declined card says why and offers try again or cancel; cancel puts the stock back in another browser', async () => {
    const product = await productWhere((p) => p.totalQty !== null && p.totalQty < 100 && p.qty >= 4);
    const watcher = await watchStock(product);
    await showsStock(watcher, `Only ${product.qty} keys left`);

    const account = await signUp();
    const page = await pageWithCart(browser, product, 2, account);
    await fastCheckout(page);
    await buyAndPay(page, '4000 0000 0000 0002');
    // The keys are reserved: the other browser sees the stock drop at once.
    await showsStock(watcher, `Only ${product.qty - 2} keys left`);
    const declined = await visible(main(page).getByRole('region', { name: 'Payment declined' }));
    expect(await declined.getByRole('status').textContent()).toContain('Your card was declined.');
    await expectNoAxeViolations(page);

    // Try again: back on the provider's page, with the reason, for another card.
    await declined.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/pay\/test\//);
    await visible(main(page).getByText('Your card was declined.'));
    await payOnTestPage(page, '4000 0000 0000 9995');
    await page.waitForURL(/\/purchase\?order=/);
    await visible(main(page).getByText('Your card has insufficient funds.'));

    await main(page).getByRole('button', { name: 'Cancel order' }).click();
    // It asks first; nothing is cancelled until the shopper confirms.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await visible(main(page).getByText('Your order was cancelled.'));
    await showsStock(watcher, `Only ${product.qty} keys left`);
    const [order] = await ordersOf(account);
    expect(order).toMatchObject({ id: orderIdIn(page), status: 'cancelled' });
    // The lines are back in the cart, to be bought later.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([
      expect.objectContaining({ id: product.id, cart_quantity: 2 }),
    ]);
    // No key was ever handed out for it.
    const keys = await fetch(url(apiPaths.orderKeys(order!.id)), {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(keys.status).toBe(409);
  });

  it('4000 0000 0000 3220 asks for an extra step: Decline fails it, approve pays', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fastCheckout(page);
    await buyNow(page);
    await payOnTestPage(page, '4000 0000 0000 3220');
    const step = await visible(main(page).getByRole('region', { name: 'Confirm your payment' }));
    await expectNoAxeViolations(page);
    await step.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/purchase\?order=/);
    await visible(main(page).getByText(/unable to authenticate your payment method/));

    await main(page).getByRole('button', { name: 'Try again' }).click();
    await payOnTestPage(page, '4000 0000 0000 3220');
    await (await visible(main(page).getByRole('button', { name: 'Approve' }))).click();
    await page.waitForURL(/\/purchase\?order=/);
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    const keys = page.getByRole('region', { name: 'Your keys' }).getByRole('article');
    await until(async () => (await keys.count()) === 1);
    const [order] = await ordersOf(account);
    expect(order).toMatchObject({ status: 'paid', payment: { state: 'succeeded' } });
  });
});

describe('an expired reservation', () => {
  // A store of its own whose reservations last 6 seconds, swept every quarter second.
  let store: Store;
  beforeAll(async () => {
    store = await startStore({ RESERVATION_MINUTES: '0.1', PAYMENT_SWEEP_MS: '250' });
  });
  afterAll(() => store?.stop());

  it('says so when the payment did not come in time, releases the keys and offers to start again', async () => {
    const at = (path: string) => new URL(path, store.url).toString();
    const { results } = (await (await fetch(at(`${apiPaths.products}?limit=20`))).json()) as {
      results: Product[];
    };
    const product = results.find((p) => p.qty >= 20)!;
    const account = await signUp(store.url);
    const cart = JSON.stringify([{ ...product, cart_quantity: 1, regionConfirmedFor: 'US' }]);
    const page = await browser.page({ storage: { cart, ...signedInStorage(account) } });
    await page.goto(at('/checkout'));
    await (await visible(main(page).getByRole('button', { name: 'FAST CHECKOUT' }))).click();
    await page.waitForURL(at('/purchase'));
    await buyNow(page);
    // The shopper leaves the provider's page and does not pay in time.
    await main(page).getByRole('link', { name: 'Cancel and return to the store' }).click();
    await page.waitForURL(/\/purchase\?order=.*canceled=1/);
    await visible(main(page).getByText(/You left the payment page without paying/));
    const expired = await visible(main(page).getByRole('region', { name: 'Reservation expired' }), 20_000);
    expect(await expired.textContent()).toContain('its keys went back on sale');
    await expectNoAxeViolations(page);
    const stock = async () =>
      ((await (await fetch(at(apiPaths.product(product.id)))).json()) as { result: Product }).result.qty;
    expect(await stock()).toBe(product.qty);

    // Start again: the same lines, a new reservation, on to the payment.
    await expired.getByRole('button', { name: 'Start again' }).click();
    await page.waitForURL(at('/purchase'));
    await buyNow(page);
    const orders = (await (
      await fetch(at(apiPaths.orders), { headers: { Authorization: `Bearer ${account.token}` } })
    ).json()) as { orders: Order[] };
    expect(orders.orders.map((order) => order.status).sort()).toEqual(['awaiting_payment', 'expired']);
  });
});
