import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { main, setupBrowser, storedCart, until, url, visible } from './harness';

// Focus follows the WAI-ARIA practices (issue 27, item 6): after a removal, a dialog, a drawer or a navigation
// it goes somewhere sensible, never to the page (body), by keyboard.

const browser = setupBrowser();

/** What has the focus: its role-ish description (tag, name) for readable failures. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? (active as HTMLElement).innerText?.trim().slice(0, 60);
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}: ${name ?? ''}`;
  });

const productCards = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');

describe('focus by keyboard', () => {
  it('moves to the next line after removing a cart line on /cart, and to Continue Shopping after the last', async () => {
    const { lines, storage } = await storedCart(2, 1);
    const page = await browser.page({ storage });
    await page.goto(url('/cart'));
    const [first, second] = lines.map((line) => line.company_name);
    const removeFirst = await visible(main(page).getByRole('button', { name: `Remove ${first} from cart` }));
    await removeFirst.focus();
    await page.keyboard.press('Enter');
    await until(async () => (await focused(page)) === `button: Remove ${second} from cart`);
    await page.keyboard.press('Enter');
    await until(async () => (await focused(page)) === 'a: Continue Shopping');
  });

  it('returns to the Add to cart button pressed when the cart drawer it opened closes', async () => {
    const page = await browser.page();
    await page.goto(url('/products?sortBy=name-asc'));
    const card = productCards(page)
      .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
      .nth(1);
    const add = await visible(card.getByRole('button', { name: 'Add to cart' }));
    // The header's menus arrive after hydration; wait until the cart trigger is the menu's button.
    await visible(page.getByRole('banner').getByRole('button', { name: /^Cart/ }));
    await add.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Shopping Cart' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor({ state: 'hidden' });
    await until(async () => (await add.evaluate((button) => button === document.activeElement)) === true);
  });

  it('lands in the page, not on the body, after opening a product from a card', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    const title = await visible(productCards(page).first().getByRole('heading').getByRole('link'));
    const name = (await title.textContent()) ?? '';
    await title.focus();
    await page.keyboard.press('Enter');
    await visible(main(page).getByRole('heading', { level: 1, name }));
    await until(async () => (await focused(page)) !== 'body', 3000).catch(() => undefined);
    expect(await focused(page)).toMatch(/^main#main/);
  });

  it('moves to the results, named with their page, after choosing another page; Tab goes on into them', async () => {
    const page = await browser.page();
    await page.goto(url('/products'));
    const pagination = page.getByRole('navigation', { name: /pagination/i });
    const next = await visible(pagination.getByRole('link', { name: /page 2/i }));
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await until(
      async () => /^section#results: Products, page 2 of \d+$/.test(await focused(page)),
      3000,
    ).catch(() => undefined);
    expect(await focused(page)).toMatch(/^section#results: Products, page 2 of \d+$/);
    // The next Tab is the first card of page 2, not the header's first link.
    await visible(productCards(page));
    await page.keyboard.press('Tab');
    const inFirstCard = await page.evaluate(
      () => document.activeElement?.closest('article') === document.querySelector('#results article'),
    );
    expect(inFirstCard).toBe(true);
    // And back to page 1 from the pagination at the foot of the list.
    await pagination.getByRole('link', { name: 'Page 1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await until(
      async () => /^section#results: Products, page 1 of \d+$/.test(await focused(page)),
      3000,
    ).catch(() => undefined);
    expect(await focused(page)).toMatch(/^section#results: Products, page 1 of \d+$/);
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ])(
    'scrolls the card of a title tabbed to on home into view, clear of the sticky header ($width px)',
    async (viewport) => {
      const page = await browser.page(viewport);
      await page.goto(url('/'));
      const titles = page
        .getByRole('region', { name: 'Featured games' })
        .getByRole('heading')
        .getByRole('link');
      await visible(titles);
      const header = await page.getByRole('banner').boundingBox();
      // Forward through the page until a card title has the focus, then back to it from below with Shift+Tab.
      for (let i = 0; i < 80; i += 1) {
        await page.keyboard.press('Tab');
        if (await titles.evaluateAll((links) => links.includes(document.activeElement as HTMLAnchorElement)))
          break;
      }
      // The page scrolls smoothly: give the scroll its time, then the title must be clear of the header.
      const box = () =>
        page.evaluate(() => {
          // The focused title's ring is drawn around its card: the card is what must be in view.
          const rect = document.activeElement!.closest('article')!.getBoundingClientRect();
          return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
        });
      const checkVisible = async () => {
        const inView = async () => {
          const { top, bottom, height } = await box();
          return top >= header!.height - 1 && bottom <= height + 1;
        };
        await until(inView, 2000).catch(() => undefined);
        const { top, bottom, height } = await box();
        expect(top).toBeGreaterThanOrEqual(header!.height - 1);
        expect(bottom).toBeLessThanOrEqual(height + 1);
      };
      await checkVisible();
      // Down to the last card, then back up a few: each title is in view above the fold and below the header.
      for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Shift+Tab');
        if (await titles.evaluateAll((links) => links.includes(document.activeElement as HTMLAnchorElement)))
          await checkVisible();
      }
    },
  );
});
