import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and activates with the mouse and the keyboard', async () => {
    const onClick = vi.fn();
    await render(
      <IconButton label="Open user menu" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = page.getByRole('button', { name: 'Open user menu' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('puts the count into the accessible name and shows it capped in a badge', async () => {
    await render(<IconButton label="Cart" count={120} labels={{ count: (_, shown) => `${shown} keys` }} />);
    const button = page.getByRole('button', { name: 'Cart, 99+ keys' });
    await expect.element(button).toHaveTextContent('99+');
  });

  it('hides the badge for a zero count', async () => {
    await render(<IconButton label="Cart" count={0} />);
    const button = page.getByRole('button', { name: 'Cart' });
    await expect.element(button).toHaveTextContent('');
  });

  it('turns into the danger colour when active', async () => {
    await render(
      <>
        <IconButton label="Wishlist" />
        <IconButton label="Wishlist" count={2} tone="active" />
      </>,
    );
    const idle = page.getByRole('button', { name: 'Wishlist', exact: true }).element();
    const active = page.getByRole('button', { name: 'Wishlist, 2 items' }).element();
    expect(active.getAttribute('data-tone')).toBe('active');
    expect(getComputedStyle(active).color).not.toBe(getComputedStyle(idle).color);
  });

  it('is a square of the control height in each size', async () => {
    await render(
      <>
        <IconButton label="Small" size="sm" />
        <IconButton label="Medium" />
      </>,
    );
    const small = page.getByRole('button', { name: 'Small' }).element().getBoundingClientRect();
    const medium = page.getByRole('button', { name: 'Medium' }).element().getBoundingClientRect();
    expect([small.width, small.height]).toEqual([32, 32]);
    expect([medium.width, medium.height]).toEqual([40, 40]);
  });

  it('renders a link with the badge inside it when asChild is set', async () => {
    await render(
      <IconButton asChild label="Wishlist" count={1} tone="active">
        <a href="#wishlist">
          <svg aria-hidden="true" />
        </a>
      </IconButton>,
    );
    const link = page.getByRole('link', { name: 'Wishlist, 1 item' });
    await expect.element(link).toHaveAttribute('href', '#wishlist');
    await expect.element(link).toHaveTextContent('1');
  });
});
