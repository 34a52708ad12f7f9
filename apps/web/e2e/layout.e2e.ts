import { apiPaths, givenConsent, type LoginResponse } from '@keyshop/contracts';
import { describe, expect, it } from 'vitest';
import { main, setupBrowser, signedInStorage, until, url, visible } from './harness';

// Layout at a phone's width (issue 27, item 9): the longest username fits the user menu, the Orders tab's
// values sit under their labels, the account's tab row wraps with every tab in sight, the home carousel's caption
// covers none of its picture.

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
  it('fits a 32-character username in the user menu, aligns the order facts, and wraps the tab row', async () => {
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
    expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    await visible(tabs.getByRole('tab', { name: 'Customer Support' }));

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

describe('the home carousel', () => {
  it.each([
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])('shows every slide whole beside its caption, which covers none of it ($width px)', async (viewport) => {
    const page = await browser.page(viewport);
    await page.goto(url('/'));
    const carousel = await visible(page.getByRole('region', { name: 'Highlights' }));
    for (const position of [1, 2, 3, 4]) {
      await carousel.getByRole('button', { name: `Go to slide ${position}` }).click();
      const slide = carousel.getByRole('group', { name: `${position} of 4` });
      await until(async () => (await slide.getAttribute('inert')) === null);
      await until(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
      // The picture's visible part (its 4:3 art fitted into its element) and the caption's box, in the page.
      const { picture, caption, slideBox } = await slide.evaluate((group) => {
        const image = group.querySelector('img')!;
        const box = image.getBoundingClientRect();
        const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
        const [x = 0.5, y = 0.5] = getComputedStyle(image)
          .objectPosition.split(' ')
          .map((part) => parseFloat(part) / 100);
        const width = image.naturalWidth * scale;
        const height = image.naturalHeight * scale;
        const left = box.left + (box.width - width) * x;
        const top = box.top + (box.height - height) * y;
        const rect = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
        return {
          picture: { left, top, right: left + width, bottom: top + height },
          caption: rect(group.querySelector('h2')!.parentElement!.getBoundingClientRect()),
          slideBox: rect(group.getBoundingClientRect()),
        };
      });
      const apart =
        caption.top >= picture.bottom - 0.5 ||
        caption.bottom <= picture.top + 0.5 ||
        caption.left >= picture.right - 0.5 ||
        caption.right <= picture.left + 0.5;
      expect(
        apart,
        `slide ${position}: caption ${JSON.stringify(caption)}, picture ${JSON.stringify(picture)}`,
      ).toBe(true);
      // The picture lies inside its slide (nothing cut) and keeps a useful size.
      expect(picture.left).toBeGreaterThanOrEqual(slideBox.left - 0.5);
      expect(picture.right).toBeLessThanOrEqual(slideBox.right + 0.5);
      expect(picture.top).toBeGreaterThanOrEqual(slideBox.top - 0.5);
      expect(picture.bottom).toBeLessThanOrEqual(slideBox.bottom + 0.5);
      expect(picture.right - picture.left).toBeGreaterThan((slideBox.right - slideBox.left) * 0.4);
    }
    await page.context().close();
  });
});
