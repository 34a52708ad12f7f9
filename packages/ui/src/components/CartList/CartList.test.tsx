import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { cartListQuantity, cartListSubtotal } from './cartTotals';
import { sampleLines } from './cartFixtures';
import * as stories from './CartList.stories';

// The stories are the fixtures: the cart page's three lines (full layout) and the dropdown's compact list.
const { Playground, Compact } = composeStories(stories);

describe('cart totals', () => {
  it('sums price × quantity (numeric strings included) and the quantities', () => {
    expect(cartListSubtotal(sampleLines)).toBeCloseTo(59.99 + 49 + 41.97);
    expect(cartListQuantity(sampleLines)).toBe(6);
    expect(cartListSubtotal([{ id: 1, name: 'x', price: 'n/a', quantity: 2 }])).toBe(0);
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
});
