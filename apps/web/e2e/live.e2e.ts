import { apiPaths, givenConsent } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp, until, url, setupBrowser, visible } from './harness';

const browser = setupBrowser();

interface Listed {
  results: { id: number; company_name: string; qty: number; totalQty: number | null }[];
}

/** The stock line of a product's card on /products. */
const stockText = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .textContent();

describe('live stock', () => {
  it('shows a productUpdate in another browser after an order placed through the API, and announces it', async () => {
    // A low-stock product, so its card shows the count.
    const list = (await (await fetch(url('/api/kinguin/products?limit=100&sortBy=new'))).json()) as Listed;
    const product = list.results.find((p) => p.totalQty !== null && p.totalQty < 100 && p.qty > 3);
    expect(product, 'a seeded product with low stock').toBeDefined();
    const { id, company_name: name, qty } = product!;

    const page = await browser.page();
    await page.goto(url(`/products?sortBy=new&maxPrice=1000000`));
    await page.goto(url(`/products?sortBy=new`));
    // Find the product's page of the grid.
    for (let n = 1; !(await stockText(page, name).catch(() => null)); n += 1) {
      await page.goto(url(`/products?sortBy=new&page=${n}`));
      await visible(page.getByRole('region', { name: 'Products' }).getByRole('article'));
      if (n > 20) throw new Error(`${name} not found in the grid`);
    }
    expect(await stockText(page, name)).toContain(`Only ${qty} keys left`);
    // The socket connects 1 s after the view mounts.
    await page.waitForTimeout(1500);

    const buyer = await signUp();
    const response = await fetch(url(apiPaths.order), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${buyer.token}`,
        'Idempotency-Key': `e2e-live-${Date.now()}`,
      },
      body: JSON.stringify({ items: [{ productId: id, qty: 2 }], consent: givenConsent }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);

    await until(async () => ((await stockText(page, name)) ?? '').includes(`Only ${qty - 2} keys left`));
    await until(async () =>
      (await page.getByRole('status').allTextContents()).join(' ').includes(`${name}: only ${qty - 2} left`),
    );
  });
});
