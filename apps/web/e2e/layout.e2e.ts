import { apiPaths, givenConsent, type LoginResponse } from '@keyshop/contracts';
import { describe, expect, it } from 'vitest';
import { main, setupBrowser, signedInStorage, until, url, visible } from './harness';

// Layout at a phone's width (issue 27, item 9): the longest username fits the user menu, the Orders tab's
// values sit under their labels, the account's tab row shows that it scrolls.

const browser = setupBrowser();

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': `e2e-layout-${Date.now()}`,
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

describe('the account at 360 px', () => {
  it('fits a 32-character username in the user menu, aligns the order facts, and shows the tab row scrolls', async () => {
    // 32 characters, the allowed maximum, with nothing to break at.
    const username = `L${Date.now().toString(36)}`.padEnd(32, 'x');
    const email = `${username}@example.test`;
    const password = 'correct horse battery staple';
    await post(apiPaths.register, { username, email, password });
    const session = await post<LoginResponse>(apiPaths.login, { email, password });
    await post(apiPaths.order, { items: [{ productId: 6, qty: 1 }], consent: givenConsent }, session.token);

    const page = await browser.page({ width: 360, height: 740, storage: signedInStorage(session) });
    await page.goto(url('/account?tab=orders'));
    const tabs = await visible(main(page).getByRole('tablist'));
    await until(async () => (await tabs.getAttribute('data-overflow')) === 'end');

    const row = await visible(main(page).getByRole('region', { name: 'Your orders' }).getByRole('article'));
    const offsets = await row
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map(
          (term) => term.nextElementSibling!.getBoundingClientRect().left - term.getBoundingClientRect().left,
        ),
      );
    // Date, status and total, and the payment's method (its reference comes once the provider answers).
    expect(offsets.length).toBeGreaterThanOrEqual(3);
    for (const offset of offsets) expect(Math.abs(offset)).toBeLessThanOrEqual(1);

    await (await visible(page.getByRole('banner').getByRole('button', { name: 'User menu' }))).click();
    const menu = await visible(page.getByRole('menu', { name: 'User menu' }));
    const welcome = menu.getByText(`Welcome, ${username}`);
    const fits = await welcome.evaluate((label) => {
      const box = label.getBoundingClientRect();
      const menuBox = label.closest('[role="menu"]')!.getBoundingClientRect();
      return (
        label.scrollWidth <= label.clientWidth &&
        box.right <= menuBox.right &&
        menuBox.left >= 0 &&
        menuBox.right <= document.documentElement.clientWidth
      );
    });
    expect(fits).toBe(true);
  });
});
