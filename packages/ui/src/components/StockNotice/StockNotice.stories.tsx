import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StockNotice } from './StockNotice';

const meta = {
  title: 'Commerce/StockNotice',
  component: StockNotice,
  args: { qty: 7, totalQty: 7 },
} satisfies Meta<typeof StockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LowStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 7 keys left')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { qty: 0, totalQty: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

/** Plenty in stock, or the total is unknown: nothing is shown. */
export const InStock: Story = {
  args: { qty: 250, totalQty: 250 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const UnknownTotal: Story = {
  args: { qty: 3, totalQty: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** With `live`, stock changes (here a sale) are announced politely. */
export const Live: Story = {
  args: { live: true, qty: 3, totalQty: 3 },
  render: function LiveStock(args) {
    const [qty, setQty] = useState(args.qty);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <StockNotice {...args} qty={qty} totalQty={qty} />
        <Button size="sm" variant="secondary" disabled={qty === 0} onClick={() => setQty(qty - 1)}>
          Sell one key
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Only 3 keys left');
    const sell = canvas.getByRole('button', { name: 'Sell one key' });
    await userEvent.click(sell);
    await userEvent.click(sell);
    await expect(region).toHaveTextContent('Only 1 key left');
    await userEvent.click(sell);
    await expect(region).toHaveTextContent('Sold out');
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StockNotice {...args} />
      <StockNotice {...args} qty={0} totalQty={0} />
    </div>
  ),
  globals: { theme: 'dark' },
};
