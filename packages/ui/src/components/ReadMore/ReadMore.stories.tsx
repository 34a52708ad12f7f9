import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReadMore } from './ReadMore';

const longText = `Spring is the season of big releases, and this year is no exception. From sprawling open worlds to tight
roguelikes, the next three months bring something for every kind of player. We picked the ten games we are most
excited about, checked which platforms they launch on, and noted where pre-orders come with a bonus. Read on for
release dates, the editions worth buying, and the keys that usually sell out first, so you can plan your wishlist
before the rush. We will keep this list updated as studios confirm their dates.`;

const meta = {
  title: 'Core/ReadMore',
  component: ReadMore,
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
