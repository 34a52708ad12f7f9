import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { stockState } from './StockNotice';
import * as stories from './StockNotice.stories';

// The stories are the fixtures: low stock (7 of 7), sold out, plenty in stock.
const { Playground, LowStock, SoldOut, InStock } = composeStories(stories);

describe('stockState', () => {
  it('is sold out at 0, low only for a known total below 100, else in stock', () => {
    expect(stockState(0, 500)).toBe('sold-out');
    expect(stockState(0, null)).toBe('sold-out');
    expect(stockState(5, 99)).toBe('low');
    expect(stockState(5, 0)).toBe('low');
    expect(stockState(5, 100)).toBe('in-stock');
    expect(stockState(5, null)).toBe('in-stock');
    expect(stockState(5, undefined)).toBe('in-stock');
  });
});

describe('StockNotice', () => {
  it('tells how many keys are left when stock is low', async () => {
    await render(<LowStock />);
    await expect.element(page.getByText('Only 7 keys left')).toHaveAttribute('data-state', 'low');
  });

  it('says sold out at quantity 0, with an overridable text', async () => {
    await render(<SoldOut labels={{ soldOut: 'Ausverkauft' }} />);
    await expect.element(page.getByText('Ausverkauft')).toBeVisible();
  });

  it('renders nothing when plenty is in stock', async () => {
    const { container } = await render(<InStock />);
    expect(container).toBeEmptyDOMElement();
  });

  // The region stays mounted across prop changes (the Live story's button can only sell, not restock).
  it('keeps its live region mounted and announces changes', async () => {
    const { rerender } = await render(<Playground live stock={200} stockTotal={200} />);
    const region = page.getByRole('status');
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    await expect.element(region).toHaveTextContent('');
    await rerender(<Playground live stock={1} stockTotal={1} />);
    await expect.element(region).toHaveTextContent('Only 1 key left');
  });
});
