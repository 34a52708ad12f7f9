import { activationRegionLabels, type RegionalLimitations } from '@keyshop/contracts';
import { describe, expect, it } from 'vitest';
import { expectTitle, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

interface ProductAnswer {
  result: {
    id: number;
    company_name: string;
    price: number;
    developers: string[];
    regionalLimitations: RegionalLimitations;
  };
}

describe('product detail', () => {
  it('shows every field, adds to the cart and toggles the wishlist', async () => {
    const page = await browser.page();
    const { result: product } = (await (await fetch(url('/api/kinguin/products/1'))).json()) as ProductAnswer;
    await page.goto(url('/product/1'));
    await visible(page.getByRole('heading', { level: 1, name: product.company_name }));
    await expectTitle(page, `${product.company_name} – Keyshop`);
    const main = page.locator('main');
    expect(await main.textContent()).toContain(`€${product.price.toFixed(2)}`);
    for (const heading of ['Description', 'Details']) {
      await visible(main.getByRole('heading', { level: 2, name: heading, exact: true }));
    }
    const regions = activationRegionLabels(product.regionalLimitations);
    expect(await main.textContent()).toContain(
      regions === 'worldwide' ? 'Activates worldwide' : `Activates in: ${regions.join(', ')}`,
    );
    expect(await main.textContent()).toContain(product.developers[0]);
    await visible(main.getByRole('img', { name: product.company_name }).first());

    await main.getByRole('button', { name: 'Add to cart' }).click();
    await visible(page.getByText('Added to cart!'));
    await visible(page.getByRole('dialog', { name: 'Shopping Cart' }));
    await page.keyboard.press('Escape');
    await main.getByRole('button', { name: 'Save to wishlist', pressed: false }).click();
    await visible(page.getByText('Added to wishlist!'));
    // Saved: says so in words and stays pressed.
    expect(
      await (
        await visible(main.getByRole('button', { name: 'Saved', pressed: true }))
      ).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("says 'Product not found' for an unknown id", async () => {
    const page = await browser.page();
    await page.goto(url('/product/99999999'));
    await visible(page.getByRole('heading', { level: 1, name: 'Product not found', exact: true }));
  });

  it('shows the error with Back to Products when neither the API nor the static catalogue answers', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await page.waitForLoadState('networkidle');
    // From here on the browser reaches neither; the next page loads in the browser (a client navigation).
    await page.route('**/api/**', (route) => route.abort());
    await page.route('**/data/products.json', (route) => route.abort());
    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .click();
    await visible(page.getByText('Product not found. Please try again later.'));
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL(url('/products'));
  });

  it("a client-side navigation sets the product's head from its loader", async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    await page.waitForLoadState('networkidle');
    // Set in this document: still there after the click only if no new document loaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/product\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const { result: product } = (await (
      await fetch(url(`/api/kinguin/products/${id}`))
    ).json()) as ProductAnswer & {
      result: { img: string };
    };
    await expectTitle(page, `${product.company_name} – Keyshop`);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const head = page.locator('head');
    const content = (selector: string) => head.locator(selector).getAttribute('content');
    await expect
      .poll(() => head.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(url(`/product/${id}`));
    expect(await content('meta[name="description"]')).toMatch(/\S/);
    expect(await content('meta[name="description"]')).not.toBe(
      'Browse game keys, DLCs and subscriptions by platform, price and name.',
    );
    expect(await content('meta[property="og:title"]')).toBe(product.company_name);
    expect(await content('meta[property="og:image"]')).toBe(url(product.img));
    expect(await head.locator('script[type="application/ld+json"]').count()).toBe(2);
  });

  it('shows the not-found page, with a link home, for an unknown path', async () => {
    const page = await browser.page();
    await page.goto(url('/no/such/page'));
    await visible(page.getByText('The page you are looking for might have been moved or does not exist.'));
    await expectTitle(page, 'Page not found – Keyshop');
    await page.locator('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(url('/'));
  });
});
