import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './ProductGrid.stories';

// The stories are the fixtures: the sample catalogue (with a wishlist holding product 2) in each state.
const {
  Loaded,
  FirstRowPriority,
  CustomCards,
  Loading,
  Empty,
  Error: Failed,
  Mobile,
} = composeStories(stories);
const products = Loaded.args.products!;

describe('ProductGrid', () => {
  it('renders one card per product in a named list, passing the card callbacks', async () => {
    const onAddToCart = fn();
    const onToggleWishlist = fn();
    await render(<Loaded onAddToCart={onAddToCart} onToggleWishlist={onToggleWishlist} />);
    const region = page.getByRole('region', { name: 'Products' });
    await expect.element(region).toHaveAttribute('data-state', 'loaded');
    expect(region.getByRole('article').all()).toHaveLength(products.length);
    await expect.element(page.getByRole('button', { name: 'Save to wishlist', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).nth(2).click();
    expect(onAddToCart).toHaveBeenCalledWith(products[2]);
    await page.getByRole('button', { name: 'Save to wishlist', pressed: false }).first().click();
    expect(onToggleWishlist).toHaveBeenCalledWith(products[0]);
  });

  it('gives the first priorityCount cards an eager, high-priority image and the others a lazy one', async () => {
    await render(<FirstRowPriority />);
    const images = page.getByRole('img');
    await expect.element(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect.element(images.nth(3)).toHaveAttribute('loading', 'eager');
    await expect.element(images.nth(4)).toHaveAttribute('loading', 'lazy');
    expect(images.all().filter((image) => image.element().getAttribute('loading') === 'eager')).toHaveLength(
      4,
    );
  });

  it('while loading: busy, silent skeletons, one polite status message', async () => {
    const { rerender } = await render(<Loading />);
    const region = page.getByRole('region', { name: 'Products' });
    await expect.element(region).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading products');
    expect(page.getByRole('article').all()).toHaveLength(0);
    await rerender(<Loading loading={false} />);
    await expect.element(region).not.toHaveAttribute('aria-busy');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });

  it('shows the empty state with its action, and an error as an alert', async () => {
    const { rerender } = await render(<Empty />);
    await expect.element(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await rerender(<Failed error="Could not load the catalogue." />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not load the catalogue.');
    await rerender(<Failed />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to fetch products');
  });

  it('uses renderCard when given', async () => {
    await render(<CustomCards />);
    await expect.element(page.getByText('Custom card: Elden Ring')).toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('is one column at 360 px without horizontal overflow, and several when wide', async () => {
    const { container } = await render(<Mobile />);
    // The story's phone column (328 px inside a 360 px screen).
    const box = container.querySelector<HTMLElement>('div[style*="width: 328px"]')!;
    const list = container.querySelector('ul')!;
    const columns = () => getComputedStyle(list).gridTemplateColumns.split(' ').length;
    expect(columns()).toBe(1);
    expect(list.scrollWidth).toBeLessThanOrEqual(328);
    box.style.width = '1000px';
    expect(columns()).toBeGreaterThanOrEqual(3);
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Cyberpunk 2077' })).toHaveFocus();
  });
});
