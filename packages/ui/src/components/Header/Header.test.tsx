import { composeStories } from '@storybook/react-vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme, lightTheme } from '../../theme';
import { Header } from './Header';
import { HeaderLogo } from './HeaderLogo';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Header.stories';

// The stories are the fixtures: the sample brand, route table and the slots as the app fills them.
const { SignedOut, SkipLink, Mobile, MobileMenuCloses } = composeStories(stories);

describe('Header', () => {
  // Desktop by default; the phone layout is tested in a 360 px wide column.
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the promo, the home link, the slots and the four catalogue links to /products', async () => {
    await render(<SignedOut />);
    await expect.element(page.getByText('Extra Bonus on Orders over €150')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Keyshop home' })).toHaveAttribute('href', '#/');
    for (const name of ['User menu', 'Wishlist', 'Cart']) {
      await expect.element(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(
      nav
        .getByRole('link')
        .all()
        .map((link) => link.element().textContent),
    ).toEqual(['New Games', 'Upcoming Games', 'Bestsellers', 'Trending']);
    for (const link of nav.getByRole('link').all())
      await expect.element(link).toHaveAttribute('href', '#/products');
    // Wide, the menu button is display: none, so it leaves the accessibility tree.
    await expect.element(page.getByRole('button', { name: 'Menu', exact: true })).not.toBeInTheDocument();
  });

  it('offers a skip link to #main as the first stop', async () => {
    await render(<SkipLink />);
    await userEvent.tab();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toHaveAttribute('href', '#main');
  });

  it('at 360 px: no sideways scrolling, search on its own row, links behind the Menu disclosure', async () => {
    await render(<Mobile />);
    const header = page.getByRole('banner').element();
    expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const search = page
      .getByRole('combobox', { name: 'Search for the game' })
      .element()
      .getBoundingClientRect();
    const cart = page.getByRole('button', { name: /^Cart/ }).element().getBoundingClientRect();
    expect(search.top).toBeGreaterThanOrEqual(cart.bottom);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('link', { name: 'Trending' })).not.toBeInTheDocument();
    (menu.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(menu.element().getAttribute('aria-controls')!);
    expect(controlled?.contains(page.getByRole('link', { name: 'Trending' }).element())).toBe(true);
    expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await page.getByRole('link', { name: 'Bestsellers' }).click();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('at 390 px: the menu closes on Escape and when the cart opens; opening it closes the cart', async () => {
    await renderAndPlay(MobileMenuCloses);
  });

  // Prop plumbing (another store's brand, links and router; no promo): no designer state, a direct render.
  it('takes the brand, links, hrefs, labels and renderLink from props; no promo, no banner', async () => {
    const onClick = vi.fn();
    await render(
      <Header
        navLinks={[{ label: 'Deals', href: '/products?sort=price-asc' }]}
        hrefs={{ home: '/home' }}
        logo={<HeaderLogo name="Other" />}
        logoLabel="Shop start"
        labels={{ nav: 'Catalogue' }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} onClick={onClick}>
            {children}
          </a>
        )}
      />,
    );
    await expect.element(page.getByRole('link', { name: 'Shop start' })).toHaveAttribute('href', '#/home');
    expect(page.getByRole('banner').element().querySelector('p')).toBeNull();
    await expect.element(page.getByText('Other')).toBeInTheDocument();
    await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Deals' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('draws the wordmark in the theme colours (light and dark variants)', async () => {
    await render(<SignedOut />);
    const text = document.querySelector('a[aria-label="Keyshop home"] svg text')!;
    const light = getComputedStyle(text).fill;
    document.documentElement.classList.replace(lightTheme, darkTheme);
    const dark = getComputedStyle(text).fill;
    document.documentElement.classList.replace(darkTheme, lightTheme);
    expect(dark).not.toBe(light);
  });
});
