import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OrderSummary, orderSummaryTotal } from './OrderSummary';

const lines = [
  { id: 1, name: 'Elden Ring', quantity: 1, unitPrice: 39.99 },
  { id: 2, name: 'Stardew Valley', quantity: 3, unitPrice: '9.5' },
];

describe('OrderSummary', () => {
  it('lists each line with quantity × unit price and line total, then subtotal and total', async () => {
    await render(<OrderSummary lines={lines} />);
    await expect.element(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    const items = page.getByRole('listitem');
    expect(items.elements()).toHaveLength(2);
    await expect.element(items.nth(1)).toHaveTextContent('Stardew Valley3 × €9.50Line total €28.50');
    await expect.element(page.getByText('Subtotal')).toBeVisible();
    const values = page.getByRole('definition');
    await expect.element(values.nth(0)).toHaveTextContent('€68.49');
    await expect.element(values.nth(1)).toHaveTextContent('€68.49');
  });

  it('shows the server total when given and a dash for a price that is not a number', async () => {
    await render(<OrderSummary lines={[{ id: 1, name: 'Odd', quantity: 2, unitPrice: 'n/a' }]} total={12} />);
    await expect.element(page.getByRole('listitem')).toHaveTextContent('2 × —Line total —');
    await expect.element(page.getByRole('definition').nth(1)).toHaveTextContent('€12.00');
  });

  it('sums unit price × quantity, counting unreadable prices as 0', () => {
    expect(orderSummaryTotal([...lines, { id: 3, name: 'x', quantity: 1, unitPrice: '' }])).toBeCloseTo(
      68.49,
    );
  });
});
