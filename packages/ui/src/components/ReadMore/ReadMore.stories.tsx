import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReadMore } from './ReadMore';
import { longText } from './ReadMore.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/ReadMore',
  component: ReadMore,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab reaches Read More; Enter or Space expands or collapses the text.'],
        screenReader: [
          'The toggle has `aria-expanded` and controls the text; the full text is always in the page for screen readers.',
        ],
        do: ['Use for long descriptions in a card or buy box.'],
        dont: ["Don't clamp text the reader needs first."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { children: <p>{longText}</p> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long text: clamped, with the toggle. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Read More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Read Less');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Read More');
  },
};

/** Short text fits in three lines: no toggle. */
export const ShortText: Story = {
  args: { children: <p>Four new games this week.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Read Less' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Each instance keeps its own state; several may be open at once. */
export const Independent: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ReadMore {...args} />
      <ReadMore {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: 'Read More' });
    const [first, second] = canvas.getAllByRole('button');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
