import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { sampleLines } from '../CartList/cartFixtures';
import { CartLine } from './CartLine';
import * as stories from './CartLine.stories';

const { OnSale, WithNotice, AtStockLimit, ShortSinceAdded, SoldOutSinceAdded, Loading } =
  composeStories(stories);

const line = sampleLines[1]!;

describe('CartLine', () => {
  it('names its controls after the item and calls back', async () => {
    const onRemove = vi.fn();
    await render(
      <ul>
        <CartLine line={line} onDecrement={() => {}} onIncrement={() => {}} onRemove={onRemove} />
      </ul>,
    );
    await expect.element(page.getByRole('listitem')).toHaveAttribute('data-layout', 'compact');
    await expect.element(page.getByRole('group', { name: 'Quantity of Hades' })).toHaveTextContent('2');
    await page.getByRole('button', { name: 'Remove Hades from cart' }).click();
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('shows a placeholder for a missing image and a dash for an unreadable price, and takes labels', async () => {
    await render(
      <ul>
        <CartLine
          layout="full"
          line={{ ...line, image: null, price: 'n/a' }}
          onDecrement={() => {}}
          onIncrement={() => {}}
          onRemove={() => {}}
          labels={{ remove: (name) => `Delete ${name}`, total: 'Line total' }}
        />
      </ul>,
    );
    const item = page.getByRole('listitem');
    expect(item.element().querySelector('img')).toBeNull();
    await expect.element(item).toHaveTextContent('Line total: —Price unavailable');
    await expect.element(page.getByRole('button', { name: 'Delete Hades' })).toBeVisible();
  });

  it('uses the sale price, with its reference (the 30-day lowest before the sale) struck through', async () => {
    await render(<OnSale />);
    const item = page.getByRole('listitem');
    await expect.element(item.getByRole('deletion')).toHaveTextContent('€15.99');
    await expect.element(item.getByRole('insertion')).toHaveTextContent('€7.99');
    await expect.element(item).toHaveTextContent('Lowest price in the 30 days before the sale: €15.99');
  });

  it('shows its notice inside the line', async () => {
    await render(<WithNotice />);
    await expect
      .element(page.getByRole('listitem').getByRole('checkbox', { name: 'Buy Hades anyway' }))
      .toBeVisible();
  });

  it('stops plus at the stock and flags a line that holds more keys than are left', async () => {
    await renderAndPlay(AtStockLimit);
    await expect.element(page.getByRole('listitem')).toHaveAttribute('data-stock', 'at-limit');
  });

  it('lets a short line only go down, and asks to remove a sold-out one', async () => {
    const short = await renderAndPlay(ShortSinceAdded);
    await short.unmount();
    await renderAndPlay(SoldOutSinceAdded);
    await expect.element(page.getByRole('listitem')).toHaveAttribute('data-stock', 'sold-out');
  });

  it('has a placeholder of its own height in each layout, silent for screen readers', async () => {
    await renderAndPlay(Loading);
  });
});
