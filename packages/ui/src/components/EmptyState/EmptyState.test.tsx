import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message, description and a working action, with the icon hidden from assistive tech', async () => {
    await render(
      <EmptyState
        icon={<svg data-testid="cart-icon" />}
        message="Your cart is empty."
        description="Find a game you like."
        action={
          <Button asChild variant="secondary">
            <a href="#/products">Continue Shopping</a>
          </Button>
        }
      />,
    );
    await expect.element(page.getByText('Your cart is empty.')).toBeVisible();
    await expect.element(page.getByText('Find a game you like.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Continue Shopping' }))
      .toHaveAttribute('href', '#/products');
    expect(page.getByTestId('cart-icon').element().parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByRole('heading')).not.toBeInTheDocument();
  });

  it('renders the message as a heading when given a level, and exposes size and tone', async () => {
    const onClick = vi.fn();
    await render(
      <EmptyState
        headingLevel={2}
        size="sm"
        message="Your wishlist is empty"
        action={<Button onClick={onClick}>Continue Shopping</Button>}
        data-testid="state"
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Your wishlist is empty' }))
      .toBeVisible();
    await expect.element(page.getByTestId('state')).toHaveAttribute('data-size', 'sm');
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
