import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProductCard } from './ProductCard';
import { sampleProduct } from './ProductCard.fixtures';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { sampleProductHref } from '../../utils/routes.fixtures';

describe('ProductCard', () => {
  it('shows a lazy image named after the product and one link, to the product page', async () => {
    await render(<ProductCard getHref={sampleProductHref} product={sampleProduct(0, { id: 42 })} />);
    const image = page.getByRole('img', { name: 'Cyberpunk 2077' });
    await expect.element(image).toHaveAttribute('loading', 'lazy');
    await expect.element(image).toHaveAttribute('decoding', 'async');
    await expect.element(image).not.toHaveAttribute('fetchpriority');
    await expect.element(page.getByRole('link')).toHaveAttribute('href', '/product/42');
    await expect.element(page.getByRole('heading', { level: 3 })).toHaveTextContent('Cyberpunk 2077');
    await expect.element(page.getByRole('article', { name: 'Cyberpunk 2077' })).toBeInTheDocument();
    await expect.element(page.getByText('€19.99')).toBeVisible();
    await expect.element(page.getByText('Steam')).toBeVisible();
  });

  it("loads a priority card's image at once with high fetch priority", async () => {
    await render(<ProductCard getHref={sampleProductHref} product={sampleProduct(0)} priority />);
    const image = page.getByRole('img', { name: 'Cyberpunk 2077' });
    await expect.element(image).toHaveAttribute('loading', 'eager');
    await expect.element(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('links through renderLink with the given href', async () => {
    await render(
      <ProductCard
        product={sampleProduct(0)}
        getHref={(product) => `/p/${product.id}`}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = page.getByRole('link', { name: 'Cyberpunk 2077' });
    await expect.element(link).toHaveAttribute('href', '/p/1');
    await expect.element(link).toHaveAttribute('data-router', 'yes');
  });

  it('toggles the wishlist with the mouse and the keyboard, reporting the product', async () => {
    const onToggleWishlist = vi.fn();
    const product = sampleProduct(1);
    const { rerender } = await render(
      <ProductCard getHref={sampleProductHref} product={product} onToggleWishlist={onToggleWishlist} />,
    );
    const add = page.getByRole('button', { name: 'Add to wishlist' });
    await expect.element(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    expect(onToggleWishlist).toHaveBeenLastCalledWith(product);
    await rerender(
      <ProductCard
        getHref={sampleProductHref}
        product={product}
        inWishlist
        onToggleWishlist={onToggleWishlist}
      />,
    );
    const remove = page.getByRole('button', { name: 'Remove from wishlist' });
    await expect.element(remove).toHaveAttribute('aria-pressed', 'true');
    (remove.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onToggleWishlist).toHaveBeenCalledTimes(2);
  });

  it('adds to the cart and keeps the tab order link → heart → add to cart', async () => {
    const onAddToCart = vi.fn();
    const product = sampleProduct(2);
    await render(<ProductCard getHref={sampleProductHref} product={product} onAddToCart={onAddToCart} />);
    await userEvent.tab();
    await expect.element(page.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Add to wishlist' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledWith(product);
  });

  it('shows low stock only when stockTotal is set and below 100', async () => {
    const { rerender } = await render(
      <ProductCard getHref={sampleProductHref} product={sampleProduct(0, { stockTotal: 99 })} />,
    );
    await expect.element(page.getByText('Only 99 keys left')).toBeVisible();
    await rerender(
      <ProductCard getHref={sampleProductHref} product={sampleProduct(0, { stockTotal: 100 })} />,
    );
    await expect.element(page.getByText(/left/)).not.toBeInTheDocument();
    await rerender(
      <ProductCard getHref={sampleProductHref} product={sampleProduct(0, { stockTotal: null })} />,
    );
    await expect.element(page.getByText(/left/)).not.toBeInTheDocument();
  });

  it('is sold out at stock 0: add to cart disabled and inert', async () => {
    const onAddToCart = vi.fn();
    await render(
      <ProductCard
        getHref={sampleProductHref}
        product={sampleProduct(0, { stock: 0 })}
        onAddToCart={onAddToCart}
      />,
    );
    await expect.element(page.getByText('Sold out')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.element(add).toBeDisabled();
    await add.click({ force: true });
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('shows a placeholder without an image, and when the image fails to load', async () => {
    const { rerender } = await render(
      <ProductCard getHref={sampleProductHref} product={sampleProduct(0, { image: null })} />,
    );
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await rerender(
      <ProductCard
        getHref={sampleProductHref}
        product={sampleProduct(0, { image: 'data:image/png;base64,broken' })}
      />,
    );
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('takes its texts from props', async () => {
    await render(
      <ProductCard
        getHref={sampleProductHref}
        product={sampleProduct(0, { stock: 0 })}
        labels={{ addToCart: 'In den Warenkorb', addToWishlist: 'Merken', soldOut: 'Ausverkauft' }}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Merken' })).toBeVisible();
    await expect.element(page.getByText('Ausverkauft')).toBeVisible();
  });

  it('skeleton is hidden from assistive technology', async () => {
    const { container } = await render(<ProductCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
