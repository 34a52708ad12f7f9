import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleProducts } from '../ProductCard/ProductCard.fixtures';
import { ProductGrid } from './ProductGrid';
import { sampleProductHref } from '../../utils/routes.fixtures';

const products = sampleProducts(6);

describe('ProductGrid', () => {
  it('renders one card per product in a named list, passing the card callbacks', async () => {
    const onAddToCart = vi.fn();
    const onToggleWishlist = vi.fn();
    await render(
      <ProductGrid
        getHref={sampleProductHref}
        products={products}
        onAddToCart={onAddToCart}
        onToggleWishlist={onToggleWishlist}
        isInWishlist={(product) => product.id === 2}
      />,
    );
    const region = page.getByRole('region', { name: 'Products' });
    await expect.element(region).toHaveAttribute('data-state', 'loaded');
    expect(region.getByRole('article').all()).toHaveLength(6);
    await expect.element(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).nth(2).click();
    expect(onAddToCart).toHaveBeenCalledWith(products[2]);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    expect(onToggleWishlist).toHaveBeenCalledWith(products[0]);
  });

  it('gives the first priorityCount cards an eager, high-priority image and the others a lazy one', async () => {
    await render(<ProductGrid getHref={sampleProductHref} products={products} priorityCount={2} />);
    const images = page.getByRole('img');
    await expect.element(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect.element(images.nth(1)).toHaveAttribute('loading', 'eager');
    await expect.element(images.nth(2)).toHaveAttribute('loading', 'lazy');
    expect(images.all().filter((image) => image.element().getAttribute('loading') === 'eager')).toHaveLength(
      2,
    );
  });

  it('while loading: busy, silent skeletons, one polite status message', async () => {
    const { rerender } = await render(
      <ProductGrid getHref={sampleProductHref} products={[]} loading skeletonCount={3} />,
    );
    const region = page.getByRole('region', { name: 'Products' });
    await expect.element(region).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading products');
    expect(page.getByRole('article').all()).toHaveLength(0);
    await rerender(<ProductGrid getHref={sampleProductHref} products={products} />);
    await expect.element(region).not.toHaveAttribute('aria-busy');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });

  it('shows the empty state with its action, and an error as an alert', async () => {
    const { rerender } = await render(
      <ProductGrid
        getHref={sampleProductHref}
        products={[]}
        emptyAction={<button type="button">Reset filters</button>}
      />,
    );
    await expect.element(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await rerender(
      <ProductGrid getHref={sampleProductHref} products={products} error="Could not load the catalogue." />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not load the catalogue.');
    await rerender(<ProductGrid getHref={sampleProductHref} products={[]} error />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to fetch products');
  });

  it('uses renderCard when given', async () => {
    await render(
      <ProductGrid
        getHref={sampleProductHref}
        products={products}
        renderCard={(product) => <p>Custom {product.name}</p>}
      />,
    );
    await expect.element(page.getByText('Custom Elden Ring')).toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('is one column at 360 px without horizontal overflow, and several when wide', async () => {
    const { container } = await render(
      <div style={{ width: 328 }}>
        <ProductGrid getHref={sampleProductHref} products={products} />
      </div>,
    );
    const list = container.querySelector('ul')!;
    const columns = () => getComputedStyle(list).gridTemplateColumns.split(' ').length;
    expect(columns()).toBe(1);
    expect(list.scrollWidth).toBeLessThanOrEqual(328);
    (container.firstElementChild as HTMLElement).style.width = '1000px';
    expect(columns()).toBeGreaterThanOrEqual(3);
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Cyberpunk 2077' })).toHaveFocus();
  });
});
