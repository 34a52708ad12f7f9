import { apiPaths, givenConsent, type LoginResponse, type Order, type Product } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  payOrderThroughApi,
  setupBrowser,
  signedInStorage,
  signUp,
  until,
  url,
  visible,
} from './harness';
import { e2eAdminEmail } from './store';

const browser = setupBrowser();
let admin: LoginResponse;

beforeAll(async () => {
  // ADMIN_EMAILS names this address (global-setup): registered, it is an admin.
  const post = async (path: string, body: unknown) => {
    const response = await fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const password = 'correct horse battery staple';
  await post(apiPaths.register, { username: 'operator', email: e2eAdminEmail, password });
  admin = (await post(apiPaths.login, { email: e2eAdminEmail, password })) as LoginResponse;
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

  it('shows the dashboard, products and audit log, each axe-clean', async () => {
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

    await page.goto(url('/admin/products'));
    await visible(heading(page, 'Products'));
    await visible(page.getByRole('table', { name: 'Products and their key stock' }).getByRole('row').nth(1));
    await expectNoAxeViolations(page);
  });
});
