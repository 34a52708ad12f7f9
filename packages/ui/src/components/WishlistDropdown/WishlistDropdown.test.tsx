import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './WishlistDropdown.stories';

// The stories are the fixtures: the sample wishlist (removing by position, as the app does), with other page
// content around it for the outside click.
const { Playground, SoldOutItem } = composeStories(stories);

function WishlistOnPage({ onAddToCart = fn() }: { onAddToCart?: ReturnType<typeof fn> }) {
  return (
    <>
      <p>Blank page area</p>
      <Playground onAddToCart={onAddToCart} />
    </>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Wishlist' });

describe('WishlistDropdown', () => {
  it('shows the count on a red heart and lists name, price, Add To Cart and remove', async () => {
    await render(<WishlistOnPage />);
    const trigger = page.getByRole('button', { name: 'Wishlist, 3 items' });
    await expect.element(trigger).toHaveAttribute('data-highlight', 'true');
    await trigger.click();
    await expect.element(dialog()).toHaveFocus();
    const hades = page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem').nth(1);
    await expect.element(hades).toHaveTextContent('Hades€24.50');
    await expect
      .element(hades.getByRole('button', { name: 'Add To Cart' }))
      .toHaveAccessibleDescription('Hades');
    await expect
      .element(page.getByRole('link', { name: 'View Wishlist' }))
      .toHaveAttribute('href', '#/wishlist');
  });

  it('says "Sold out" on an item without stock and keeps it out of the cart', async () => {
    const onAddToCart = fn();
    await renderAndPlay(SoldOutItem, { onAddToCart });
    await page.getByRole('button', { name: 'Add To Cart' }).first().click({ force: true });
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('adds to the cart with the item and its position, by keyboard, keeping the focus in the panel', async () => {
    const onAddToCart = fn();
    await render(<WishlistOnPage onAddToCart={onAddToCart} />);
    await page.getByRole('button', { name: /^Wishlist/ }).click();
    (page.getByRole('button', { name: 'Add To Cart' }).nth(1).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledWith(1, expect.objectContaining({ id: 2 }));
    await expect.element(page.getByRole('button', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    await expect.element(dialog()).toHaveFocus();
  });

  it('turns grey and shows the empty state once the last item is removed', async () => {
    await render(<WishlistOnPage />);
    await page.getByRole('button', { name: /^Wishlist/ }).click();
    for (const name of ['Elden Ring', 'Hades', 'Stardew Valley']) {
      await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    }
    await expect.element(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Continue Shopping' }))
      .toHaveAttribute('href', '#/products');
    await expect
      .element(page.getByRole('button', { name: 'Wishlist', exact: true }))
      .toHaveAttribute('data-highlight', 'false');
  });

  it('closes on Escape and on an outside click, returning the focus to the heart', async () => {
    await render(<WishlistOnPage />);
    const trigger = page.getByRole('button', { name: /^Wishlist/ });
    await trigger.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await trigger.click();
    await page.getByText('Blank page area').click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
