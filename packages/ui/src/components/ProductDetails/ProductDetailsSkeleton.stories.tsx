import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductDetailsSkeleton } from './ProductDetailsSkeleton';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/ProductDetailsSkeleton',
  component: ProductDetailsSkeleton,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: a skeleton takes no focus.'],
        screenReader: [
          'Hidden from screen readers; the region that holds it says it is busy (`aria-busy`) and what is loading.',
        ],
        do: ['Match the layout of what loads, so nothing jumps when it arrives.'],
        dont: [
          "Don't show one for a load under a second or for an action's progress (use the button's `loading`).",
        ],
      } satisfies AccessibilityDocs,
    },
  },
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
