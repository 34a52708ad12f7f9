import {
  activatesIn,
  apiPaths,
  givenConsent,
  orderNumber,
  withdrawalConsent,
  type Order,
  type OutboxMail,
  type Product,
} from '@keyshop/contracts';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  setupBrowser,
  signedInStorage,
  signUp,
  toast,
  until,
  url,
  mailsTo,
  visible,
  type Account,
  main,
  payOrderThroughApi,
} from './harness';
import { payOnTestPage } from './purchase-steps';

const browser = setupBrowser();

/** The first catalogue product (newest first) that `accept` takes. */
async function productWhere(accept: (product: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 10; page += 1) {
    const response = await fetch(url(`${apiPaths.products}?limit=100&page=${page}&sortBy=new`));
    const { results } = (await response.json()) as { results: Product[] };
    const found = results.find(accept);
    if (found) return found;
  }
  throw new Error('No such product in the catalogue');
}

/** The e-mails about orders in the outbox for `address` (not the address's confirmation). */
const orderMailsTo = (address: string): OutboxMail[] =>
  mailsTo(address).filter((mail) => mail.subject.startsWith('Your Keyshop order'));

async function placeOrder(account: Account, productId: number, qty: number): Promise<Order> {
  const response = await fetch(url(apiPaths.order), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${account.token}`,
      'Idempotency-Key': `e2e-aftersale-${Date.now()}-${productId}`,
    },
    body: JSON.stringify({ items: [{ productId, qty }], consent: givenConsent }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const paid = await payOrderThroughApi(account, ((await response.json()) as Order).id);
  expect(paid.status).toBe('paid');
  return paid;
}

/** Stored as the store stores it: JSON. */
const countryStorage = (code: string) => ({ country: JSON.stringify(code) });

describe('after the click', () => {
  it('buys a discounted product with the consent and finds the order e-mail in the outbox', async () => {
    const product = await productWhere(
      (p) => p.sale != null && p.qty >= 5 && p.regionalLimitations.kind === 'worldwide',
    );
    const account = await signUp();
    const page = await browser.page({ storage: signedInStorage(account) });
    const price = `€${Number(product.price).toFixed(2)}`;

    // The product page announces the discount against the lowest price of the 30 days before the sale, and the
    // cart uses the sale price.
    await page.goto(url(`/product/${product.id}`));
    const buyBox = main(page);
    const reference = `€${product.lowestPrice30d!.toFixed(2)}`;
    expect(Number(product.price)).toBeLessThan(product.lowestPrice30d!);
    await visible(buyBox.getByRole('deletion').first());
    expect(await buyBox.getByRole('deletion').first().textContent()).toContain(reference);
    await visible(buyBox.getByText(`Lowest price in the 30 days before the sale: ${reference}`).first());
    expect(await buyBox.textContent()).toContain(`−${product.sale!.percentOff}%`);
    // The price stays the largest thing in the buy box; the note is clearly smaller.
    const fontSize = (el: HTMLElement | SVGElement) => parseFloat(getComputedStyle(el).fontSize);
    const priceSize = await buyBox.getByRole('insertion').first().evaluate(fontSize);
    const noteSize = await buyBox
      .getByText('Lowest price in the 30 days before the sale:')
      .first()
      .evaluate(fontSize);
    expect(noteSize / priceSize).toBeLessThanOrEqual(0.6);
    await buyBox.getByRole('button', { name: 'Add to cart' }).click();
    await toast(page, 'Added to cart!');
    await page.goto(url('/cart'));
    const line = main(page).getByRole('listitem').filter({ hasText: product.company_name });
    await visible(line.getByRole('insertion'));
    expect(await line.getByRole('insertion').textContent()).toContain(price);

    // Checkout and /purchase name the reference for what it is, seen and read alike.
    const summaryNamesReference = async () => {
      const summary = await visible(page.getByRole('region', { name: 'Order summary' }));
      const text = await summary.textContent();
      expect(text).toContain(`Lowest price in the 30 days before the sale: ${reference}`);
      expect(text).not.toContain('Original price');
      await visible(summary.getByText('Lowest price in the 30 days before the sale:'));
    };
    await page.goto(url('/checkout'));
    await summaryNamesReference();
    await (await visible(main(page).getByRole('button', { name: 'FAST CHECKOUT' }))).click();
    await page.waitForURL(url('/purchase'));
    await summaryNamesReference();
    const buy = await visible(main(page).getByRole('button', { name: 'Buy now' }));
    expect(await buy.isDisabled()).toBe(true);
    await main(page)
      .getByRole('checkbox', { name: /I lose my right of withdrawal/ })
      .check();
    await buy.click();
    await payOnTestPage(page, '4242 4242 4242 4242');
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    await visible(main(page).getByText(withdrawalConsent.text, { exact: false }));

    // The order e-mail: the order at the sale price, the consent confirmation and the inventory link.
    await until(async () => orderMailsTo(account.email).length === 1, 20_000);
    const [mail] = orderMailsTo(account.email);
    const orders = (await (
      await fetch(url(apiPaths.orders), { headers: { Authorization: `Bearer ${account.token}` } })
    ).json()) as { orders: Order[] };
    const order = orders.orders[0]!;
    expect(order.items[0]!.unitPrice).toBe(Number(product.price));
    expect(mail!.subject).toBe(`Your Keyshop order ${orderNumber(order.id)}`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(orderNumber(order.id));
      expect(part).toContain(price);
      expect(part).toContain(`version ${withdrawalConsent.version}`);
    }
    expect(mail!.text).toContain(withdrawalConsent.text);
    expect(mail!.text).toMatch(new RegExp(`Your keys: \\S+/account\\?tab=inventory&order=${order.id}`));
  });

  it('refunds an unrevealed key and another browser sees the stock rise live', async () => {
    const product = await productWhere((p) => p.totalQty !== null && p.totalQty < 100 && p.qty > 3);
    const account = await signUp();
    const order = await placeOrder(account, product.id, 1);
    const after = product.qty - 1;

    // A second browser context (its own storage, its own socket) watches the product page.
    const watcher = await browser.page();
    await watcher.goto(url(`/product/${product.id}`));
    const stock = main(watcher).getByRole('status').filter({ hasText: 'left' });
    await until(async () => ((await stock.textContent()) ?? '').includes(`Only ${after} keys left`));
    await watcher.waitForTimeout(1500); // the socket connects 1 s after the view mounts

    const page = await browser.page({ storage: signedInStorage(account) });
    await page.goto(url('/account?tab=orders'));
    const name = orderNumber(order.id);
    const row = page.getByRole('region', { name: 'Your orders' }).getByRole('article');
    await (await visible(row.getByRole('button', { name: `Refund order ${name}` }))).click();
    await visible(page.getByRole('alertdialog', { name: `Refund order ${name}?` }));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    await visible(row.getByText('Refunded', { exact: true }));

    await until(async () => ((await stock.textContent()) ?? '').includes(`Only ${after + 1} keys left`));
  });

  it('flags a line that will not activate in the chosen country until it is confirmed or removed', async () => {
    const limited = await productWhere(
      (p) =>
        p.qty > 0 && p.regionalLimitations.kind === 'regions' && !activatesIn(p.regionalLimitations, 'US'),
    );
    const anywhere = await productWhere((p) => p.qty > 0 && p.regionalLimitations.kind === 'worldwide');
    const account = await signUp();
    // The browser says Austria; the shopper picks the United States in the account settings.
    const page = await browser.page({ storage: { ...signedInStorage(account), ...countryStorage('AT') } });
    await page.goto(url('/account?tab=account'));
    const country = await visible(main(page).getByRole('combobox', { name: 'Your country' }));
    expect(await country.inputValue()).toBe('AT');
    await country.selectOption({ label: 'United States' });
    expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('"US"');

    for (const product of [anywhere, limited]) {
      await page.goto(url(`/product/${product.id}`));
      // The product page warns before the cart, in the same sentence, with nothing to confirm yet.
      const warnings = main(page)
        .getByRole('status')
        .filter({ hasText: 'cannot be activated in your country' });
      if (product === limited) {
        const warning = await visible(warnings);
        expect(await warning.textContent()).toContain(
          `The key for ${limited.company_name} can be activated only`,
        );
        expect(await warning.textContent()).toContain('your country (United States)');
      } else expect(await warnings.count()).toBe(0);
      await main(page).getByRole('button', { name: 'Add to cart' }).click();
      await toast(page, 'Added to cart!');
    }
    await visible(
      main(page)
        .getByText(/^Activates in: /)
        .first(),
    );

    await page.goto(url('/cart'));
    const flagged = main(page).getByRole('listitem').filter({ hasText: limited.company_name });
    const warning = await visible(flagged.getByRole('status'));
    expect(await warning.textContent()).toContain(
      `The key for ${limited.company_name} can be activated only in`,
    );
    expect(await warning.textContent()).toContain('your country (United States)');
    expect(
      await main(page)
        .getByRole('listitem')
        .filter({ hasText: anywhere.company_name })
        .getByRole('status')
        .count(),
    ).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await flagged.getByRole('checkbox', { name: `Buy ${limited.company_name} anyway` }).check();
    await (await visible(main(page).getByRole('link', { name: 'Checkout' }))).click();
    await page.waitForURL(url('/checkout'));
    expect(await main(page).getByRole('button', { name: 'FAST CHECKOUT' }).isEnabled()).toBe(true);

    // Taking the confirmation back blocks checkout again; removing the line unblocks it.
    await main(page)
      .getByRole('checkbox', { name: `Buy ${limited.company_name} anyway` })
      .uncheck();
    expect(await main(page).getByRole('button', { name: 'FAST CHECKOUT' }).isDisabled()).toBe(true);
    await main(page)
      .getByRole('button', { name: `Remove ${limited.company_name}` })
      .click();
    await until(async () => main(page).getByRole('button', { name: 'FAST CHECKOUT' }).isEnabled());
    expect(await main(page).getByRole('status').filter({ hasText: 'can be activated only in' }).count()).toBe(
      0,
    );
    const summary = page.getByRole('region', { name: 'Order summary' });
    expect(await summary.textContent()).toContain(anywhere.company_name);
    expect(await summary.textContent()).not.toContain(limited.company_name);
  });
});
