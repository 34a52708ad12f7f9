import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './ProductCard.stories';

// The stories are the fixtures: Cyberpunk 2077's card (also as a priority card), low stock, sold out, without
// an image, and the skeleton.
const { Playground, Priority, LowStock, SoldOut, NoImage, Skeleton } = composeStories(stories);

describe('ProductCard', () => {
  it('shows a lazy image named after the product and one link, to the product page', async () => {
    // The story's play: the link, the lazy image, add to cart and the heart.
    await renderAndPlay(Playground);
    const image = page.getByRole('img', { name: 'Cyberpunk 2077' });
    await expect.element(image).toHaveAttribute('decoding', 'async');
    await expect.element(image).not.toHaveAttribute('fetchpriority');
    await expect.element(page.getByRole('link')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3 })).toHaveTextContent('Cyberpunk 2077');
    await expect.element(page.getByRole('article', { name: 'Cyberpunk 2077' })).toBeInTheDocument();
    await expect.element(page.getByText('€19.99')).toBeVisible();
    await expect.element(page.getByText('Steam')).toBeVisible();
  });

  it("loads a priority card's image at once with high fetch priority", async () => {
    await renderAndPlay(Priority);
  });

  it('links through renderLink with the given href', async () => {
    await render(<Playground getHref={(product) => `/p/${product.id}`} />);
    // The story's renderLink keeps the route in the hash.
    await expect.element(page.getByRole('link', { name: 'Cyberpunk 2077' })).toHaveAttribute('href', '#/p/1');
  });

  it('toggles the wishlist with the mouse and the keyboard, reporting the product', async () => {
    const onToggleWishlist = fn();
    // The story's play: the heart clicked once, reporting the product, now pressed.
    await renderAndPlay(Playground, { onToggleWishlist });
    const remove = page.getByRole('button', { name: 'Save to wishlist', pressed: true });
    (remove.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onToggleWishlist).toHaveBeenCalledTimes(2);
    expect(onToggleWishlist).toHaveBeenLastCalledWith(Playground.args.product);
    await expect
      .element(page.getByRole('button', { name: 'Save to wishlist', pressed: false }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('adds to the cart and keeps the tab order link → heart → add to cart', async () => {
    const onAddToCart = fn();
    await render(<Playground onAddToCart={onAddToCart} />);
    await userEvent.tab();
    await expect.element(page.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect
      .element(page.getByRole('button', { name: 'Save to wishlist', pressed: false }))
      .toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledWith(Playground.args.product);
  });

  it('shows low stock only when stockTotal is set and below 100', async () => {
    // The story's play: "Only 7 keys left".
    const { rerender } = await renderAndPlay(LowStock);
    const product = LowStock.args.product!;
    await rerender(<LowStock product={{ ...product, stockTotal: 99 }} />);
    await expect.element(page.getByText('Only 99 keys left')).toBeVisible();
    await rerender(<LowStock product={{ ...product, stockTotal: 100 }} />);
    await expect.element(page.getByText(/left/)).not.toBeInTheDocument();
    await rerender(<LowStock product={{ ...product, stockTotal: null }} />);
    await expect.element(page.getByText(/left/)).not.toBeInTheDocument();
  });

  it('is sold out at stock 0: add to cart disabled and inert', async () => {
    await renderAndPlay(SoldOut);
  });

  it('shows a placeholder without an image, and when the image fails to load', async () => {
    // The story's play: no image.
    const { rerender } = await renderAndPlay(NoImage);
    await rerender(<NoImage product={{ ...NoImage.args.product!, image: 'data:image/png;base64,broken' }} />);
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('takes its texts from props', async () => {
    await render(
      <SoldOut labels={{ addToCart: 'In den Warenkorb', wishlist: 'Merken', soldOut: 'Ausverkauft' }} />,
    );
    await expect.element(page.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Merken' })).toBeVisible();
    await expect.element(page.getByText('Ausverkauft')).toBeVisible();
  });

  it('skeleton is hidden from assistive technology', async () => {
    const { container } = await render(<Skeleton />);
    // Inside the stories' 280 px column.
    expect(container.firstElementChild!.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
