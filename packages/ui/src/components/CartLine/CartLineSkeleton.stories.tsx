import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cartLineLayouts } from './CartLine';
import { CartLineSkeleton } from './CartLineSkeleton';

const meta = {
  title: 'Commerce/CartLineSkeleton',
  component: CartLineSkeleton,
  argTypes: { layout: { control: 'select', options: cartLineLayouts } },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 12, maxWidth: 720, margin: 0, padding: 0 }}>
        {Story()}
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLineSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dropdown's line: name and price over the stepper and remove button; hidden from screen readers. */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('li[data-state="loading"]');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The cart page's line: image, name and price, stepper, total, remove. */
export const Full: Story = { args: { layout: 'full' } };

export const Dark: Story = { args: { layout: 'full' }, globals: { theme: 'dark' } };

/** The full line wraps to two rows on a phone, as the real one. */
export const Phone: Story = { args: { layout: 'full' }, globals: { viewport: { value: 'phone' } } };
