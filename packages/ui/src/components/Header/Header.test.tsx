import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme, lightTheme } from '../../theme';
import type { RenderLink } from '../../utils/renderLink';
import { Header } from './Header';
import { sampleHeaderNavLinks, sampleHomeHref } from '../../utils/routes.fixtures';

// Hash links keep the test page in place when a link is followed.
const hashLink: RenderLink = ({ href, children, ...props }) => (
  <a {...props} href={`#${href}`}>
    {children}
  </a>
);

const slots = {
  search: <input aria-label="Search for the game" />,
  userMenu: <button type="button">User menu</button>,
  wishlist: <button type="button">Wishlist</button>,
  cart: <button type="button">Cart</button>,
};

describe('Header', () => {
  // Desktop by default; the phone layout is tested in a 360 px wide column.
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the banner, the home link, the slots and the four catalogue links to /products', async () => {
    await render(<Header homeHref={sampleHomeHref} navLinks={sampleHeaderNavLinks} {...slots} />);
    await expect.element(page.getByText('Extra Bonus on Orders over €150')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Keyshop home' })).toHaveAttribute('href', '/');
    for (const name of ['User menu', 'Wishlist', 'Cart']) {
      await expect.element(page.getByRole('button', { name })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(
      nav
        .getByRole('link')
        .all()
        .map((link) => link.element().textContent),
    ).toEqual(['New Games', 'Upcoming Games', 'Bestsellers', 'Trending']);
    for (const link of nav.getByRole('link').all())
      await expect.element(link).toHaveAttribute('href', '/products');
    // Wide, the menu button is display: none, so it leaves the accessibility tree.
    await expect.element(page.getByRole('button', { name: 'Menu', exact: true })).not.toBeInTheDocument();
  });

  it('offers a skip link to #main as the first stop', async () => {
    await render(<Header homeHref={sampleHomeHref} navLinks={sampleHeaderNavLinks} {...slots} />);
    await userEvent.tab();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toHaveAttribute('href', '#main');
  });

  it('at 360 px: no sideways scrolling, search on its own row, links behind the Menu disclosure', async () => {
    await render(
      <div style={{ width: 360 }}>
        <Header homeHref={sampleHomeHref} navLinks={sampleHeaderNavLinks} {...slots} renderLink={hashLink} />
      </div>,
    );
    const header = page.getByRole('banner').element();
    expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const search = page
      .getByRole('textbox', { name: 'Search for the game' })
      .element()
      .getBoundingClientRect();
    const cart = page.getByRole('button', { name: 'Cart' }).element().getBoundingClientRect();
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

  it('takes links, hrefs, labels and renderLink from props', async () => {
    const onClick = vi.fn();
    await render(
      <Header
        navLinks={[{ label: 'Deals', href: '/products?sort=price-asc' }]}
        homeHref="/home"
        labels={{ banner: 'Free DLC this week', logo: 'Shop start' }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} onClick={onClick}>
            {children}
          </a>
        )}
      />,
    );
    await expect.element(page.getByText('Free DLC this week')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Shop start' })).toHaveAttribute('href', '#/home');
    await page.getByRole('link', { name: 'Deals' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('draws the wordmark in the theme colours (light and dark variants)', async () => {
    await render(<Header homeHref={sampleHomeHref} navLinks={sampleHeaderNavLinks} />);
    const text = document.querySelector('svg[aria-label="Keyshop home"] text')!;
    const light = getComputedStyle(text).fill;
    document.documentElement.classList.replace(lightTheme, darkTheme);
    const dark = getComputedStyle(text).fill;
    document.documentElement.classList.replace(darkTheme, lightTheme);
    expect(dark).not.toBe(light);
  });
});
