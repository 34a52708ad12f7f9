import { apiPaths, givenConsent, type InventoryResponse } from '@keyshop/contracts';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  payOrderThroughApi,
  setupBrowser,
  signedInStorage,
  signUp,
  storedCart,
  url,
  visible,
  type Account,
} from './harness';
import { staticPages } from './static-pages';

// The text, form and account pages at 360 px in both themes (a11y.e2e.ts walks the shop's own pages).
const browser = setupBrowser();

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The account with one order of two keys (one revealed), so its Inventory and Orders tabs show content. */
async function withOrder(account: Account): Promise<Account> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` };
  const placed = await fetch(url(apiPaths.order), {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ items: [{ productId: 3, qty: 2 }], consent: givenConsent }),
  });
  if (!placed.ok) throw new Error(`order: ${placed.status} ${await placed.text()}`);
  await payOrderThroughApi(account, ((await placed.json()) as { id: string }).id);
  const { items } = (await (await fetch(url(apiPaths.inventory), { headers })).json()) as InventoryResponse;
  await fetch(url(apiPaths.revealKey(items[0]!.keyId)), { method: 'POST', headers });
  return account;
}

describe.each(['light', 'dark'] as const)('%s theme at 360 px', (colorScheme) => {
  let account: Account | undefined;
  const accountTabs = ['inventory', 'orders', 'account', 'support'].map(
    (tab) => [`/account?tab=${tab}`, 'My Account'] as [string, string],
  );
  const purchase = ['/purchase', 'Purchase'] as [string, string];
  const pages: [path: string, heading: string][] = [
    ...staticPages.map(([path, heading]) => [path, heading] as [string, string]),
    ...accountTabs,
    purchase,
  ];

  it.each(pages)('%s has no axe violations and no horizontal scroll', async (path, heading) => {
    account ??= await withOrder(await signUp());
    const { lines, storage } = await storedCart(1);
    const signedIn = path.startsWith('/account') || path === '/purchase';
    const page = await browser.page({
      width: 360,
      colorScheme,
      storage: { ...storage, ...(signedIn && signedInStorage(account)) },
    });
    if (path === '/purchase') {
      await page.goto(url('/'));
      await page.evaluate(
        (lines) =>
          sessionStorage.setItem(
            'pendingPurchase',
            JSON.stringify({ idempotencyKey: crypto.randomUUID(), lines }),
          ),
        lines,
      );
    }
    await page.goto(url(path));
    await visible(h1(page, heading));
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
