import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Skeleton',
  component: Skeleton,
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
  args: { shape: 'text', width: 240 },
  argTypes: {
    shape: { control: 'select', options: skeletonShapes },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextLines: Story = {
  args: { lines: 3, width: 320 },
};

export const Rect: Story = {
  args: { shape: 'rect', width: 240, height: 135 },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
};

/** A product card while the catalogue loads: the region announces loading once, the shapes stay silent. */
export const ProductCard: Story = {
  // Its copies below show the element too (their own source is only a spread of this story).
  parameters: { docs: { source: { type: 'dynamic' } } },
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading products"
      role="group"
      style={{ width: 240, display: 'grid', gap: 12 }}
    >
      <Skeleton shape="rect" height={135} />
      <Skeleton lines={2} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Skeleton shape="circle" width={24} />
        <Skeleton width={80} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Loading products' });
    await expect(group.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};

export const Dark: Story = {
  ...ProductCard,
  globals: { theme: 'dark' },
};
