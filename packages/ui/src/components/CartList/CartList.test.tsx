import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { cartLineStockState, cartListQuantity, cartListSubtotal, nextCartQuantity } from './cartTotals';
import { sampleLines } from './cartFixtures';
import * as stories from './CartList.stories';

// The stories are the fixtures: the cart page's three lines (full layout) and the dropdown's compact list.
const { Playground, Compact, Loading, RemoveByKeyboard } = composeStories(stories);

describe('cart totals', () => {
  it('sums price × quantity (numeric strings included) and the quantities', () => {
    expect(cartListSubtotal(sampleLines)).toBeCloseTo(59.99 + 49 + 41.97);
    expect(cartListQuantity(sampleLines)).toBe(6);
    expect(cartListSubtotal([{ id: 1, name: 'x', price: 'n/a', quantity: 2 }])).toBe(0);
  });
});

describe('the quantity rule', () => {
  it('never goes below 1 nor above the stock, and lets a line above the stock only go down', () => {
    expect(nextCartQuantity(1, -1)).toBe(1);
    expect(nextCartQuantity(3, 1)).toBe(4);
    expect(nextCartQuantity(3, 1, 4)).toBe(4);
    expect(nextCartQuantity(4, 1, 4)).toBe(4);
    expect(nextCartQuantity(6, 1, 4)).toBe(6);
    expect(nextCartQuantity(6, -1, 4)).toBe(5);
    expect(nextCartQuantity(1, 1, 0)).toBe(1);
  });

  it('tells a line at the stock, above it and sold out from one with room', () => {
    expect(cartLineStockState(2, undefined)).toBe('available');
    expect(cartLineStockState(2, 5)).toBe('available');
    expect(cartLineStockState(5, 5)).toBe('at-limit');
    expect(cartLineStockState(7, 4)).toBe('short');
    expect(cartLineStockState(1, 0)).toBe('sold-out');
  });
});

describe('CartList', () => {
  it('calls back with the position and the line for minus, plus and remove, and shows a two-decimal subtotal', async () => {
    const [onDecrement, onIncrement, onRemove] = [fn(), fn(), fn()];
    // The story's play: minus disabled at 1, Elden Ring raised to 2, Hades removed; Stardew Valley is now second.
    await renderAndPlay(Playground, { onDecrement, onIncrement, onRemove });
    const stardew = sampleLines[2]!;
    await page.getByRole('button', { name: 'Decrease quantity of Stardew Valley' }).click();
    expect(onDecrement).toHaveBeenCalledWith(1, stardew);
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onIncrement).toHaveBeenCalledWith(1, { ...stardew, quantity: 2 });
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onRemove).toHaveBeenLastCalledWith(1, stardew);
  });

  it('shows the full layout with image, unit price and line total, and links names through renderLink', async () => {
    await render(<Playground />);
    const hades = page.getByRole('listitem').nth(1);
    await expect.element(hades).toHaveTextContent('€24.50');
    await expect.element(hades).toHaveTextContent('Total: €49.00');
    await expect.element(page.getByRole('link', { name: 'Hades' })).toHaveAttribute('href', '#/product/2');
    expect(page.getByRole('listitem').nth(0).element().querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('leaves the image and line total out of the compact layout', async () => {
    await render(<Compact />);
    const hades = page.getByRole('listitem').nth(1);
    await expect.element(hades).not.toHaveTextContent('Total');
    expect(hades.element().querySelector('img')).toBeNull();
    await expect.element(page.getByRole('link')).not.toBeInTheDocument();
  });

  it('stands in for the cart while it is read, announced once and as tall as the filled cart', async () => {
    await renderAndPlay(Loading);
  });

  it('moves the focus to the next line remove button after a removal by keyboard, then to the last', async () => {
    await renderAndPlay(RemoveByKeyboard);
  });
});
