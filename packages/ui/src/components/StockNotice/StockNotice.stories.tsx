import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StockNotice } from './StockNotice';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/StockNotice',
  component: StockNotice,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it takes no focus.'],
        screenReader: ['A polite status region: a change of stock is announced; the icon is hidden.'],
        do: ['Use beside the add-to-cart button.'],
        dont: ["Don't rely on its colour alone."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { stock: 7, stockTotal: 7 },
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
  args: { stock: 0, stockTotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

/** Plenty in stock, or the total is unknown: nothing is shown. */
export const InStock: Story = {
  args: { stock: 250, stockTotal: 250 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const UnknownTotal: Story = {
  args: { stock: 3, stockTotal: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** With `live`, stock changes (here a sale) are announced politely. */
export const Live: Story = {
  args: { live: true, stock: 3, stockTotal: 3 },
  render: function LiveStock(args) {
    const [stock, setStock] = useState(args.stock);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <StockNotice {...args} stock={stock} stockTotal={stock} />
        <Button size="sm" variant="secondary" disabled={stock === 0} onClick={() => setStock(stock - 1)}>
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
      <StockNotice {...args} stock={0} stockTotal={0} />
    </div>
  ),
  globals: { theme: 'dark' },
};
