import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './CategoryBar.stories';

// The stories are the fixtures: the sample category routes, rendered as hash links.
const { Default: CategoryBar, Mobile } = composeStories(stories);

describe('CategoryBar', () => {
  it('links the spec categories in a nav landmark named Categories', async () => {
    await render(<CategoryBar />);
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const links = nav.getByRole('link').all();
    expect(links.map((link) => [link.element().textContent, link.element().getAttribute('href')])).toEqual([
      ['Browse All', '#/products'],
      ['PC', '#/products'],
      ['Xbox', '#/products'],
      ['PlayStation', '#/products'],
      ['Nintendo', '#/products'],
      ['Games', '#/products'],
      ['DLCs', '#/products'],
      ['Subscriptions', '#/products'],
      ['Support Center', '#/support'],
    ]);
  });

  it('renders custom items through renderLink and is reachable with Tab', async () => {
    await render(
      <CategoryBar
        labels={{ nav: 'Shop by category' }}
        items={[{ label: 'Deals', href: '/deals' }]}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link');
    await expect.element(link).toHaveAttribute('data-router', 'yes');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
  });

  it('scrolls sideways inside itself at 360 px, never widening the page', async () => {
    // The story's phone viewport is a Storybook global; here the test sizes the page itself.
    await page.viewport(360, 740);
    onTestFinished(() => page.viewport(414, 896));
    const { container } = await render(<Mobile />);
    const list = container.querySelector('ul')!;
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    expect(container.querySelector('nav')!.parentElement!.scrollWidth).toBeLessThanOrEqual(360);
    // Tabbing to the last link scrolls it into view.
    for (let i = 0; i < 9; i += 1) await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Support Center' })).toHaveFocus();
    expect(list.scrollLeft).toBeGreaterThan(0);
  });

  it('wraps instead of scrolling when it has room', async () => {
    const { container } = await render(
      <div style={{ width: 1100 }}>
        <CategoryBar />
      </div>,
    );
    const list = container.querySelector('ul')!;
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  });
});
