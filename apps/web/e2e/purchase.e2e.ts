import { apiPaths, givenConsent } from '@keyshop/contracts';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  main,
  setupBrowser,
  signInThroughForm,
  signUp,
  until,
  url,
  visible,
} from './harness';
import {
  api,
  fastCheckout,
  giveConsent,
  ordersOf,
  orderIdIn,
  pageWithCart,
  payOnTestPage,
  pending,
  productWhere,
} from './purchase-steps';

const browser = setupBrowser();

describe('checkout and purchase', () => {
  it('reviews the cart, signs in on the way, orders once on a double click, pays with 4242… and shows the keys', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 2);
    await page.goto(url('/checkout'));
    const summary = page.getByRole('region', { name: 'Order summary' });
    await visible(summary.getByText(product.company_name));
    const unit = Number(product.price).toFixed(2);
    const total = (Number(product.price) * 2).toFixed(2);
    expect(await summary.textContent()).toContain(`2 × €${unit}`);
    expect(await summary.textContent()).toMatch(new RegExp(`Total€${total.replace('.', '\\.')}$`));
    expect(await main(page).getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      '/TermsAndConditions',
    );
    expect(await main(page).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/PrivacyPolicy',
    );

    await fastCheckout(page);
    // Signed out: asked to sign in; the purchase waits and the sign-in comes back here.
    await visible(main(page).getByText('Please sign in to place your order.', { exact: false }));
    await main(page).getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(url('/login'));
    await signInThroughForm(page, account.email, account.password);
    await page.waitForURL(url('/purchase'));
    await visible(page.getByRole('region', { name: 'Order summary' }).getByText(product.company_name));

    await giveConsent(page);
    await (await visible(main(page).getByRole('button', { name: 'Buy now' }))).dblclick();
    // The test provider's page: plainly a test, then the card.
    await page.waitForURL(/\/pay\/test\//);
    await visible(main(page).getByRole('heading', { name: 'This is a test payment: no money moves' }));
    await expectNoAxeViolations(page);
    await payOnTestPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/purchase\?order=/);
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    expect(await pending(page)).toBeNull();
    // Dates are written one way on the site ("7 December 2026, 15:40"), never the browser's "12/7/2026, 3:40 PM".
    await visible(main(page).getByText(/^On \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} you agreed/));
    const keys = page.getByRole('region', { name: 'Your keys' }).getByRole('article');
    await until(async () => (await keys.count()) === 2);
    const first = keys.first();
    expect(await first.locator('code').textContent()).toMatch(/X/);
    // Show Key asks once, in an alert dialog: a shown key can no longer be refunded.
    await first.getByRole('button', { name: 'Show Key' }).click();
    const question = page.getByRole('alertdialog', { name: 'Show this key?' });
    await visible(question.getByText('Once it is shown, it can no longer be refunded.'));
    await question.getByRole('button', { name: 'Show the key' }).click();
    await first.getByRole('button', { name: 'Copy' }).click();
    await visible(first.getByText('Copied'));
    const revealed = (await first.locator('code').textContent()) ?? '';
    expect(revealed).not.toMatch(/^X/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(revealed);
    await expectNoAxeViolations(page);

    const orders = await ordersOf(account);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.items).toEqual([expect.objectContaining({ productId: product.id, qty: 2 })]);
    expect(orders[0]).toMatchObject({ id: orderIdIn(page), status: 'paid' });
    expect(orders[0]!.payment).toMatchObject({
      state: 'succeeded',
      amountCents: Math.round(Number(product.price) * 200),
    });

    // A reload shows the same order; Back never lands on an emptied checkout.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    await page.goBack();
    expect(page.url()).not.toContain('/checkout');

    // The keys are in the Inventory: the revealed one stays revealed, the other has Show Key.
    await page.goto(url('/account?tab=inventory'));
    const cards = page.getByRole('region', { name: 'Your keys' }).getByRole('article');
    await visible(cards);
    expect(await cards.count()).toBe(2);
    await visible(cards.locator('code').filter({ hasText: revealed }));
    const hidden = cards.filter({ has: page.getByRole('button', { name: 'Show Key' }) });
    expect(await hidden.count()).toBe(1);
    await hidden.getByRole('button', { name: 'Show Key' }).click();
    await page
      .getByRole('alertdialog', { name: 'Show this key?' })
      .getByRole('button', { name: 'Show the key' })
      .click();
    await visible(cards.nth(0).getByRole('button', { name: 'Copy' }));
    await visible(cards.nth(1).getByRole('button', { name: 'Copy' }));

    // The Orders tab lists it, and View keys narrows the Inventory to it.
    await page.getByRole('tab', { name: 'Orders' }).click();
    const row = page.getByRole('region', { name: 'Your orders' }).getByRole('article');
    await visible(row);
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(`${product.company_name}× 2`);
    expect(await row.textContent()).toContain(`€${total}`);
    // Its payment: method, amount and the provider's reference.
    expect(await row.textContent()).toContain(`PaidTotal€${total}PaymentCard, €${total}Referencepi_test_`);
    await row.getByRole('link', { name: /View keys/ }).click();
    await page.waitForURL(url(`/account?tab=inventory&order=${orders[0]!.id}`));
    await visible(page.getByText('Showing the keys of one order.'));
  });

  it('orders once when the first attempt was sent and the page is reloaded (same idempotency key), and never twice after', async () => {
    const product = await productWhere((p) => p.qty >= 20);
    const account = await signUp();
    const page = await pageWithCart(browser, product, 1, account);
    await fastCheckout(page);
    const { idempotencyKey } = (await pending(page))!;
    // A first attempt whose answer never reached the page.
    await api(apiPaths.order, account, {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({ items: [{ productId: product.id, qty: 1 }], consent: givenConsent }),
    });
    await page.reload();
    expect((await pending(page))?.idempotencyKey).toBe(idempotencyKey);
    await giveConsent(page);
    await (await visible(main(page).getByRole('button', { name: 'Buy now' }))).click();
    await page.waitForURL(/\/pay\/test\//);
    // Leaving only once the page has checked the session (a sign-in check cut short by leaving signs out).
    await visible(main(page).getByRole('form', { name: 'Pay by card' }));
    const orders = await ordersOf(account);
    expect(orders).toHaveLength(1);
    // Back at /purchase before paying: the order this tab placed, awaiting its payment, not a second one.
    await page.goto(url('/purchase'));
    await page.waitForURL(url(`/purchase?order=${orders[0]!.id}`));
    await visible(main(page).getByRole('heading', { name: 'Waiting for payment…' }));
    await visible(main(page).getByText(/Your keys are reserved until/));
    expect(await ordersOf(account)).toHaveLength(1);
    // Continue to payment goes back to the same payment session, and paying delivers.
    await main(page).getByRole('button', { name: 'Continue to payment' }).click();
    await payOnTestPage(page, '4242424242424242');
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    // Nothing is pending any more: /purchase offers the catalogue, not a second order.
    await page.goto(url('/purchase'));
    await visible(main(page).getByText('There is no order waiting to be placed.'));
    await visible(main(page).getByRole('link', { name: 'Browse Products' }));
    expect(await ordersOf(account)).toHaveLength(1);
  });

  it('names the short product on a stock conflict and keeps the lines', async () => {
    const product = await productWhere((p) => p.qty >= 2 && p.qty <= 9);
    const account = await signUp();
    // The cart holds every key left (checkout lets it through: the stock is checked where it is chosen) ...
    const page = await pageWithCart(browser, product, product.qty, account);
    await fastCheckout(page);
    // ... and someone else buys one before Buy now: the order meets the conflict.
    await api(apiPaths.order, await signUp(), {
      method: 'POST',
      headers: { 'Idempotency-Key': `e2e-race-${Date.now()}` },
      body: JSON.stringify({ items: [{ productId: product.id, qty: 1 }], consent: givenConsent }),
    });
    await giveConsent(page);
    await (await visible(main(page).getByRole('button', { name: 'Buy now' }))).click();
    const alert = await visible(main(page).getByRole('alert'));
    expect(await alert.textContent()).toContain(`Not enough stock for ${product.company_name}`);
    expect(await alert.textContent()).toContain(`only ${product.qty - 1} available`);
    await visible(page.getByRole('region', { name: 'Order summary' }).getByText(product.company_name));
    expect(await pending(page)).not.toBeNull();
    expect(await ordersOf(account)).toHaveLength(0);
    // Return to Cart puts the lines back to be changed.
    await main(page).getByRole('link', { name: 'Return to Cart' }).click();
    await page.waitForURL(url('/cart'));
    await visible(main(page).getByText(product.company_name, { exact: true }));
    expect(await pending(page)).toBeNull();
  });

  it('shows the empty checkout and an empty purchase', async () => {
    const page = await browser.page();
    await page.goto(url('/checkout'));
    await visible(main(page).getByText('Your cart is empty'));
    await main(page).getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL(url('/products'));
    await page.goto(url('/purchase'));
    await visible(main(page).getByText('There is no order waiting to be placed.'));
  });
});
