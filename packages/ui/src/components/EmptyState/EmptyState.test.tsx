import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './EmptyState.stories';

// The stories are the fixtures: the empty cart with its icon and Continue Shopping link; the small one.
const { WithDescription, Small } = composeStories(stories);

describe('EmptyState', () => {
  it('shows the message, description and a working action, with the icon hidden from assistive tech', async () => {
    const { container } = await render(<WithDescription />);
    await expect.element(page.getByText('Your cart is empty.')).toBeVisible();
    await expect.element(page.getByText('Browse the catalogue and add a game to see it here.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Continue Shopping' }))
      .toHaveAttribute('href', '#/products');
    expect(container.querySelector('svg')!.parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect.element(page.getByRole('heading')).not.toBeInTheDocument();
  });

  it('renders the message as a heading when given a level, and exposes size and variant', async () => {
    await render(<Small headingLevel={2} data-testid="state" />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Your wishlist is empty.' }))
      .toBeVisible();
    await expect.element(page.getByTestId('state')).toHaveAttribute('data-size', 'sm');
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    expect(window.location.hash).toBe('#/products');
    window.location.hash = '';
  });
});
