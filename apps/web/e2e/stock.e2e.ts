import { activatesIn, apiPaths, givenConsent, type Product } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main, setupBrowser, signUp, toast, until, url, visible } from './harness';

// Stock is checked where it is chosen (issue 27, item 2): every place that adds to the cart or changes a
// quantity knows the current stock, never exceeds it and says so; the cart and checkout flag lines that became
// short since they were added.

const browser = setupBrowser();

const used = new Set<number>();

/** A product not used by another test here, whose stock fits `accept` and whose key activates in the US. */
async function productWhere(accept: (product: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 5; page += 1) {
    const { results } = (await (
      await fetch(url(`${apiPaths.products}?limit=100&page=${page}&sortBy=new`))
    ).json()) as { results: Product[] };
    const found = results.find(
      (product) => !used.has(product.id) && accept(product) && activatesIn(product.regionalLimitations, 'US'),
    );
    if (found) {
      used.add(found.id);
      return found;
    }
  }
  throw new Error('No product with such stock in the catalogue');
}

/** Another shopper orders `qty` keys of the product through the API: its stock falls by that. */
async function someoneBuys(productId: number, qty: number): Promise<void> {
  const buyer = await signUp();
  const response = await fetch(url(apiPaths.order), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${buyer.token}`,
      'Idempotency-Key': `e2e-stock-${productId}-${Date.now()}`,
    },
    body: JSON.stringify({ items: [{ productId, qty }], consent: givenConsent }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });
const line = (page: Page, name: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

describe('stock where it is chosen', () => {
  it('keeps a product sold out since it was saved out of the cart from the wishlist dropdown', async () => {
    const product = await productWhere((p) => p.qty >= 1 && p.qty <= 10);
    await someoneBuys(product.id, product.qty);
    // Saved while it was in stock: the stored copy still says so.
    const page = await browser.page({ storage: { wishlist: JSON.stringify([product]) } });
    await page.goto(url('/products'));
    await (await visible(page.getByRole('banner').getByRole('button', { name: /^Wishlist/ }))).click();
    const item = page.getByRole('dialog', { name: 'Wishlist' }).getByRole('listitem');
    await until(async () => ((await item.textContent()) ?? '').includes('Sold out'));
    expect(await item.getByRole('button', { name: 'Add To Cart' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  it('stops the quantity at the keys left on /cart, and refuses one more from the product page', async () => {
    const product = await productWhere((p) => p.qty >= 2 && p.qty <= 6 && p.totalQty !== null);
    const page = await browser.page({
      storage: { cart: JSON.stringify([{ ...product, cart_quantity: product.qty - 1 }]) },
    });
    await page.goto(url('/cart'));
    const cartLine = await visible(line(page, product.company_name));
    const plus = cartLine.getByRole('button', { name: `Increase quantity of ${product.company_name}` });
    await plus.click();
    await until(async () => ((await cartLine.textContent()) ?? '').includes(`Only ${product.qty} keys left`));
    expect(await plus.isDisabled()).toBe(true);
    expect(await cartLine.getByRole('group').textContent()).toContain(String(product.qty));

    await page.goto(url(`/product/${product.id}`));
    await (await visible(main(page).getByRole('button', { name: 'Add to cart' }))).click();
    await toast(page, `Only ${product.qty} keys of ${product.company_name} left, all in your cart`);
    expect(await cartPanel(page).count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]);
    expect(stored).toMatchObject([{ id: product.id, cart_quantity: product.qty }]);
  });

  it('flags a line that became short while /cart is open, and checkout waits until it is lowered', async () => {
    const product = await productWhere((p) => p.qty >= 4 && p.qty <= 10);
    const page = await browser.page({
      storage: { cart: JSON.stringify([{ ...product, cart_quantity: product.qty }]) },
    });
    await page.goto(url('/cart'));
    const cartLine = await visible(line(page, product.company_name));
    await visible(main(page).getByRole('link', { name: 'Checkout' }));
    // The live stock connects 1 s after the page mounts.
    await page.waitForTimeout(1500);
    await someoneBuys(product.id, 2);
    const left = product.qty - 2;
    await until(async () =>
      ((await cartLine.textContent()) ?? '').includes(`Only ${left} keys left: lower the quantity`),
    );
    expect(await main(page).getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);

    await page.goto(url('/checkout'));
    await visible(
      main(page).getByText(
        `Only ${left} keys of ${product.company_name} left; your cart holds ${product.qty}.`,
      ),
    );
    const fastCheckout = main(page).getByRole('button', { name: 'FAST CHECKOUT' });
    expect(await fastCheckout.isDisabled()).toBe(true);
    await main(page)
      .getByRole('button', { name: `Lower to ${left}` })
      .click();
    await until(() => fastCheckout.isEnabled());
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]);
    expect(stored).toMatchObject([{ id: product.id, cart_quantity: left }]);
  });
});
