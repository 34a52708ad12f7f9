import {
  adminApiPaths,
  apiPaths,
  givenConsent,
  type LoginResponse,
  type Order,
  type Product,
} from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  main,
  payOrderThroughApi,
  setupBrowser,
  signedInStorage,
  signInOperator,
  signUp,
  until,
  url,
  visible,
} from './harness';
import { e2eAdminEmail } from './store';

const browser = setupBrowser();
let admin: LoginResponse;

beforeAll(async () => {
  admin = await signInOperator();
});

const adminPage = (options: { colorScheme?: 'light' | 'dark' } = {}) =>
  browser.page({ ...options, storage: signedInStorage(admin) });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe('/admin', () => {
  it('answers private, no-store and noindex; strangers are asked to sign in, shoppers are not allowed', async () => {
    const response = await fetch(url('/admin/orders'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');

    const stranger = await browser.page();
    await stranger.goto(url('/admin'));
    await visible(heading(stranger, 'Sign in to run the shop'));
    await expectNoAxeViolations(stranger);

    const shopper = await browser.page({ storage: signedInStorage(await signUp()) });
    await shopper.goto(url('/admin'));
    await visible(heading(shopper, 'Not allowed'));
    await expectNoAxeViolations(shopper);
  });

  it('imports a key file through the drop zone: dry run, commit, and an open product page shows the new stock', async () => {
    const { results } = (await (await fetch(url('/api/kinguin/products?page=1&limit=100'))).json()) as {
      results: Product[];
    };
    const product = results.find((p) => p.totalQty !== null && p.totalQty < 80 && p.qty > 0);
    expect(product, 'a seeded product with low stock').toBeDefined();
    const { id, qty } = product!;

    const shopper = await browser.page();
    await shopper.goto(url(`/product/${id}`));
    await visible(shopper.getByText(`Only ${qty} keys left`));

    const page = await adminPage();
    await page.goto(url(`/admin/products/${id}/keys`));
    await visible(heading(page, /^Import keys/));
    const stamp = Date.now().toString(36).toUpperCase();
    const keys = [`E2E-${stamp}-AAAA-0001`, `E2E-${stamp}-AAAA-0002`, `E2E-${stamp}-AAAA-0003`];
    const file = [...keys, keys[0], ''].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'keys.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });

    const dryRun = page.getByRole('region', { name: 'Dry run of keys.txt' });
    await visible(dryRun);
    const figure = (label: string) =>
      dryRun.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await figure('New keys').textContent()).toBe('3');
    expect(await figure('Duplicates in the file').textContent()).toBe('1');
    expect(await figure('Already in the store').textContent()).toBe('0');
    expect(await figure('Invalid lines').textContent()).toBe('0');
    await expectNoAxeViolations(page);

    await dryRun.getByRole('button', { name: 'Commit 3 keys' }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Add keys' }).click();
    await visible(page.getByText(`Added 3 keys.`));

    // The shopper's page, never reloaded, follows.
    await visible(shopper.getByText(`Only ${qty + 3} keys left`));
  });

  it('creates and publishes a product, then schedules a sale that the store shows from its start', async () => {
    const page = await adminPage();
    await page.goto(url('/admin/products/new'));
    await visible(heading(page, 'New product'));
    const name = `E2E Sale ${Date.now().toString(36)}`;
    const details = page.getByRole('form', { name: 'Product details' });
    await details.getByRole('textbox', { name: 'Name' }).fill(name);
    await details.getByRole('textbox', { name: 'Price (€)' }).fill('20');
    await details.getByRole('combobox', { name: 'Platform' }).selectOption('steam');
    await details.getByRole('button', { name: 'Create product' }).click();
    await visible(heading(page, `Edit ${name}`));
    const productId = Number(/\/admin\/products\/(\d+)$/.exec(page.url())?.[1]);
    const published = page.getByRole('switch', { name: 'Published' });
    await published.click();
    await until(async () => (await published.getAttribute('aria-checked')) === 'true');
    await expectNoAxeViolations(page);

    const shopper = await browser.page();
    await shopper.goto(url(`/product/${productId}`));
    await visible(heading(shopper, name));
    const shows = async (price: string) => ((await main(shopper).textContent()) ?? '').includes(price);
    expect(await shows('€20.00')).toBe(true);

    await page.getByRole('link', { name: 'Schedule a sale' }).click();
    await visible(heading(page, `Sale: ${name}`));
    const sale = page.getByRole('form', { name: 'Sale' });
    // datetime-local in the browser's time zone (the machine's, as here), to the second.
    const local = (at: number) => {
      const d = new Date(at);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    };
    const startsAt = Math.ceil((Date.now() + 5_000) / 1000) * 1000;
    const starts = sale.getByLabel('Starts');
    // A sale price above the regular price: the API's error shows at its field, and nothing typed is lost.
    await sale.getByRole('textbox', { name: 'Sale price (€)' }).fill('25');
    await starts.fill(local(startsAt));
    await sale.getByLabel('Ends').fill(local(startsAt + 3_600_000));
    await sale.getByRole('button', { name: 'Schedule sale' }).click();
    await visible(sale.getByText('Sale price must be below the regular price').first());
    // (The browser drops ':00' seconds from the value: compare instants.)
    expect(new Date(await starts.inputValue()).getTime()).toBe(startsAt);
    await expectNoAxeViolations(page);
    await sale.getByRole('textbox', { name: 'Sale price (€)' }).fill('15');
    await sale.getByRole('button', { name: 'Schedule sale' }).click();
    await visible(page.getByText(/^Scheduled: €15\.00 from /));

    // Before its start the store keeps the regular price (checked when the whole reload came back in time)…
    await shopper.reload();
    await visible(heading(shopper, name));
    if (Date.now() < startsAt) expect(await shows('€15.00')).toBe(false);
    // …and from its start every read re-prices: a reload shows the sale price.
    await until(async () => {
      await shopper.reload();
      await visible(heading(shopper, name));
      return shows('€15.00');
    }, 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt);

    // Hidden again, so the rest of the run sees the catalogue it expects.
    const hidden = await fetch(url(adminApiPaths.publish(productId)), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ published: false }),
    });
    expect(hidden.status).toBe(200);
  });

  it('finds an order by e-mail at the order desk and refunds it after confirmation', async () => {
    const shopper = await signUp();
    const placed = await fetch(url(apiPaths.order), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${shopper.token}`,
        'Idempotency-Key': `e2e-admin-${Date.now()}`,
      },
      body: JSON.stringify({ items: [{ productId: 6, qty: 1 }], consent: givenConsent }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = await payOrderThroughApi(shopper, ((await placed.json()) as Order).id);
    expect(order.status).toBe('paid');

    const page = await adminPage({ colorScheme: 'dark' });
    await page.goto(url('/admin/orders'));
    await visible(heading(page, 'Orders'));
    await page.getByRole('searchbox', { name: 'Order number, e-mail or key' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: `Orders matching “${shopper.email}”` });
    await visible(table);
    await until(async () => (await table.getByRole('row').count()) === 2);
    await expectNoAxeViolations(page);

    await table.getByRole('link').first().click();
    await visible(heading(page, /^Order #/));
    // Keyboard first: the new page's heading holds the focus.
    await until(() => page.evaluate(() => document.activeElement?.tagName === 'H1'));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Refund / }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
    await visible(page.getByText(/^Refunded €/));
    await until(async () => (await page.locator('dd', { hasText: 'Refunded' }).count()) > 0);
  });

  it('shows the dashboard, products and audit log, each axe-clean, and "Product not found" for a product address that cannot be one', async () => {
    const page = await adminPage();
    await page.goto(url('/admin'));
    await visible(heading(page, 'Dashboard'));
    await visible(page.getByRole('list', { name: 'Today' }));
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await visible(heading(page, 'Audit log'));
    const audit = page.getByRole('table', { name: 'Admin changes, newest first' });
    await visible(audit.getByRole('cell', { name: 'keys.import' }).first());
    await expectNoAxeViolations(page);

    // Each product's low-stock state by its own threshold, or the shop's default.
    const setThreshold = (threshold: number | null) =>
      fetch(url(adminApiPaths.lowStock(1)), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ threshold }),
      });
    expect((await setThreshold(1000)).status).toBe(200);
    await page.goto(url('/admin/products'));
    await visible(heading(page, 'Products'));
    const products = page.getByRole('table', { name: 'Products and their key stock' });
    await visible(products.getByRole('row').nth(2));
    expect(await products.getByRole('row').nth(1).textContent()).toContain('Low: at or below 1000');
    expect(await products.getByRole('row').nth(2).textContent()).toMatch(/\(default\)/);
    await expectNoAxeViolations(page);
    // The product's key page starts its threshold form with the product's own.
    await page.goto(url('/admin/products/1/keys'));
    const threshold = await visible(page.getByRole('spinbutton', { name: 'Low-stock threshold' }));
    expect(await threshold.inputValue()).toBe('1000');
    expect((await setThreshold(null)).status).toBe(200);

    // A product address that cannot name a product says so on each of its pages.
    for (const path of ['/admin/products/abc', '/admin/products/0/sale', '/admin/products/1.5/keys']) {
      await page.goto(url(path));
      await visible(page.getByText('Product not found'));
    }
  });

  it('lists accounts, promotes and demotes one after confirmation, and ends its sessions, axe-clean', async () => {
    const shopper = await signUp();
    const page = await adminPage();
    await page.goto(url('/admin'));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await visible(heading(page, 'Users'));
    await page.getByRole('searchbox', { name: 'E-mail or username' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: `Accounts matching “${shopper.email}”` });
    const row = table.getByRole('row').nth(1);
    await visible(row.getByRole('rowheader', { name: shopper.email }));
    expect(await row.textContent()).toContain('Shopper');
    await expectNoAxeViolations(page);

    const me = () =>
      fetch(url(adminApiPaths.me), { headers: { Authorization: `Bearer ${shopper.token}` } }).then(
        (r) => r.status,
      );
    await row.getByRole('button', { name: 'Promote' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Promote', exact: true }).click();
    await visible(page.getByText(`${shopper.email} is now an admin`));
    await until(async () => ((await row.textContent()) ?? '').includes('Admin'));
    expect(await me()).toBe(200);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Demote' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Demote', exact: true }).click();
    await visible(page.getByText(`${shopper.email} is now a shopper`));
    expect(await me()).toBe(403);

    await row.getByRole('button', { name: 'End sessions' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End sessions', exact: true }).click();
    await visible(page.getByText(`Every session of ${shopper.email} has ended`));
    expect(await me()).toBe(401);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Admin changes, newest first' });
    await visible(audit.getByRole('cell', { name: 'user.end_sessions' }).first());
    expect(await audit.getByRole('row').nth(1).textContent()).toContain(
      `${e2eAdminEmail} (account ${admin.user.id})`,
    );
  });
});
