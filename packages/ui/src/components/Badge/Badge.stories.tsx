import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeVariantNames } from './Badge';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Badge',
  component: Badge,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: a badge takes no focus.'],
        screenReader: [
          "Read as text in place; give a count's meaning in the owner's name (IconButton's `count` does).",
        ],
        do: ['Use for short status or counts beside what they describe.'],
        dont: ["Don't make a badge clickable; don't rely on its colour alone to say what it means."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { children: 'New' },
  argTypes: {
    variant: { control: 'select', options: badgeVariantNames },
    count: { control: 'number' },
    max: { control: 'number' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {badgeVariantNames.map((variant) => (
        <Badge {...args} key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

export const Counts: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[1, 9, 42, 99, 100, 1500].map((count) => (
        <Badge {...args} key={count} variant="danger" count={count} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99')).toBeInTheDocument();
    await expect(canvas.getAllByText('99+')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: { children: 'Only 3 keys left', variant: 'accent' },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {badgeVariantNames.map((variant) => (
        <Badge {...args} key={variant} variant={variant} count={120} />
      ))}
      {badgeVariantNames.map((variant) => (
        <Badge {...args} key={`${variant}-label`} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  globals: { theme: 'dark' },
};
