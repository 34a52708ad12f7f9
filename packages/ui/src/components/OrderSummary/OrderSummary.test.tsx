import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { orderSummaryTotal } from './OrderSummary';
import * as stories from './OrderSummary.stories';

// The stories are the fixtures: three lines (one priced as a string), and a line on sale.
const { Playground, ServerTotal, OnSale, Loading } = composeStories(stories);

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

  it("names a line's 30-day lowest price in words under the price paid, struck through, only on that line", async () => {
    await render(<OnSale />);
    const [sale, regular] = page.getByRole('listitem').elements();
    await expect
      .element(page.getByRole('listitem').first())
      .toHaveTextContent('1 × €29.99Lowest price in the 30 days before the sale: €59.99');
    await expect.element(page.getByText('Original price')).not.toBeInTheDocument();
    const del = sale!.querySelector('del')!;
    expect(del).toHaveTextContent('€59.99');
    expect(del.parentElement).toBeVisible();
    expect(getComputedStyle(del).textDecorationLine).toBe('line-through');
    expect(regular!.querySelector('del')).toBeNull();
    await expect.element(page.getByRole('definition').nth(1)).toHaveTextContent('€48.99');
  });

  it('strikes through no reference that is not above the price paid (the sale rule of Price)', async () => {
    await render(
      <OnSale
        lines={[
          { id: 1, name: 'Same', quantity: 1, unitPrice: 30, lowestPrice30d: '30.00' },
          { id: 2, name: 'Lower', quantity: 1, unitPrice: 30, lowestPrice30d: 20 },
          { id: 3, name: 'Unreadable', quantity: 1, unitPrice: 30, lowestPrice30d: 'n/a' },
        ]}
      />,
    );
    expect(page.getByRole('listitem').elements()).toHaveLength(3);
    await expect.element(page.getByRole('deletion')).not.toBeInTheDocument();
    await expect.element(page.getByText('Lowest price', { exact: false })).not.toBeInTheDocument();
  });

  it('texts, the reference price name included, come through labels', async () => {
    await render(
      <OnSale labels={{ title: 'Ihre Bestellung', reference: 'Niedrigster Preis der letzten 30 Tage' }} />,
    );
    await expect.element(page.getByRole('heading', { name: 'Ihre Bestellung' })).toBeVisible();
    await expect
      .element(page.getByText('Niedrigster Preis der letzten 30 Tage:', { exact: false }))
      .toHaveTextContent('Niedrigster Preis der letzten 30 Tage: €59.99');
  });

  it('sums unit price × quantity, counting unreadable prices as 0', () => {
    const lines = [
      { id: 1, name: 'a', quantity: 1, unitPrice: 39.99 },
      { id: 2, name: 'b', quantity: 3, unitPrice: '9.5' },
      { id: 3, name: 'x', quantity: 1, unitPrice: '' },
    ];
    expect(orderSummaryTotal(lines)).toBeCloseTo(68.49);
  });

  it('has a placeholder of the same height as a summary of as many lines', async () => {
    await renderAndPlay(Loading);
  });
});
