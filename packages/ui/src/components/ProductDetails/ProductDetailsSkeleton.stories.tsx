import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductDetailsSkeleton } from './ProductDetailsSkeleton';

const meta = {
  title: 'Commerce/ProductDetailsSkeleton',
  component: ProductDetailsSkeleton,
} satisfies Meta<typeof ProductDetailsSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gallery and buy box side by side, then the description; hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-state="loading"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Stacked on a phone, the gallery first, as the real page. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
