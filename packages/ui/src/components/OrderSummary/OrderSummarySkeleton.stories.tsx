import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderSummarySkeleton } from './OrderSummarySkeleton';

const meta = {
  title: 'Commerce/OrderSummarySkeleton',
  component: OrderSummarySkeleton,
  argTypes: { lines: { control: { type: 'number', min: 1, max: 6 } } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummarySkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, two lines and the totals; hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-state="loading"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ManyLines: Story = { args: { lines: 5 } };

export const Dark: Story = { globals: { theme: 'dark' } };
