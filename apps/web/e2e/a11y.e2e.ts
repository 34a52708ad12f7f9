import { describe, it } from 'vitest';
import { expectNoAxeViolations, expectNoHorizontalScroll, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

// The storefront pages of this spec, each with what shows once it has loaded.
const pages: [path: string, ready: string][] = [
  ['/', 'Featured games'],
  ['/products', 'Products'],
  // A search with filter chips, and an impossible price range with its message.
  ['/products?search=edition&platform=steam&maxPrice=30', 'Products'],
  ['/products?minPrice=50&maxPrice=10', 'Products'],
  ['/product/1', 'Description'],
  ['/cart', 'Shopping Cart'],
  ['/wishlist', 'Wishlist'],
  ['/no-such-page', 'Page not found'],
];

describe.each(['light', 'dark'] as const)('%s theme at 360 px', (colorScheme) => {
  it.each(pages)('%s has no axe violations and no horizontal scroll', async (path, ready) => {
    // A cart and a wishlist with one product each, so their pages show lines rather than the empty view.
    const product = (await (await fetch(url('/api/kinguin/products/2'))).json()) as { result: object };
    const page = await browser.page({
      width: 360,
      colorScheme,
      storage: {
        cart: JSON.stringify([{ ...product.result, cart_quantity: 2 }]),
        wishlist: JSON.stringify([product.result]),
      },
    });
    await page.goto(url(path));
    await visible(page.getByRole('heading', { name: ready, exact: true }));
    // Let images and late layout settle before measuring.
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
