import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { orderSummaryTotal } from './OrderSummary';
import * as stories from './OrderSummary.stories';

// The stories are the fixtures: three lines (one priced as a string), and a line on sale.
const { Playground, ServerTotal, OnSale } = composeStories(stories);

describe('OrderSummary', () => {
  it('lists each line with quantity × unit price and line total, then subtotal and total', async () => {
    await render(<Playground />);
    await expect.element(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    const items = page.getByRole('listitem');
    expect(items.elements()).toHaveLength(3);
    await expect.element(items.nth(1)).toHaveTextContent('Stardew Valley2 × €9.50Line total €19.00');
    await expect.element(page.getByText('Subtotal')).toBeVisible();
    const values = page.getByRole('definition');
    await expect.element(values.nth(0)).toHaveTextContent('€103.98');
    await expect.element(values.nth(1)).toHaveTextContent('€103.98');
  });

  it('shows the server total when given and a dash for a price that is not a number', async () => {
    await render(<ServerTotal lines={[{ id: 1, name: 'Odd', quantity: 2, unitPrice: 'n/a' }]} total={12} />);
    await expect.element(page.getByRole('listitem')).toHaveTextContent('2 × —Line total —');
    await expect.element(page.getByRole('definition').nth(1)).toHaveTextContent('€12.00');
  });

  it('shows a sale as the cart line does (struck-through regular price, saving, 30-day lowest), only on that line', async () => {
    await render(<OnSale />);
    const [sale, regular] = page.getByRole('listitem').elements();
    expect(sale!.querySelector('del')).toHaveTextContent('€59.99');
    expect(sale).toHaveTextContent('You save −50%');
    expect(sale).toHaveTextContent('Lowest price in the last 30 days: €27.99');
    expect(regular!.querySelector('del')).toBeNull();
    await expect.element(page.getByRole('definition').nth(1)).toHaveTextContent('€48.99');
  });

  it('texts, the price parts included, come through labels', async () => {
    await render(
      <OnSale labels={{ title: 'Ihre Bestellung', original: 'Statt', lowestPrice: 'Tiefstpreis' }} />,
    );
    await expect.element(page.getByRole('heading', { name: 'Ihre Bestellung' })).toBeVisible();
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('Statt: €59.99');
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('Tiefstpreis: €27.99');
  });

  it('sums unit price × quantity, counting unreadable prices as 0', () => {
    const lines = [
      { id: 1, name: 'a', quantity: 1, unitPrice: 39.99 },
      { id: 2, name: 'b', quantity: 3, unitPrice: '9.5' },
      { id: 3, name: 'x', quantity: 1, unitPrice: '' },
    ];
    expect(orderSummaryTotal(lines)).toBeCloseTo(68.49);
  });
});
