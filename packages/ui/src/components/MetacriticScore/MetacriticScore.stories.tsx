import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MetacriticScore } from './MetacriticScore';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/MetacriticScore',
  component: MetacriticScore,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it takes no focus.'],
        screenReader: [
          'An image named by `labels.score` (the score in words); the colour is not the only cue.',
        ],
        do: ["Use beside a product's details when a score is known."],
        dont: ["Don't show it with `null`: it renders nothing, so drop the row."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { score: 82 },
  argTypes: { score: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof MetacriticScore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'Metacritic score 82 of 100' });
    await expect(badge).toHaveAttribute('data-tone', 'high');
  },
};

/** The bands at their edges: 75 is green, 74 and 50 yellow, 49 red. */
export const Tones: Story = {
  // Its copies below show the element too (their own source is only a spread of this story).
  parameters: { docs: { source: { type: 'dynamic' } } },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {[100, 75, 74, 50, 49, 0].map((score) => (
        <MetacriticScore key={score} score={score} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Metacritic score 75 of 100' })).toHaveAttribute(
      'data-tone',
      'high',
    );
    await expect(canvas.getByRole('img', { name: 'Metacritic score 50 of 100' })).toHaveAttribute(
      'data-tone',
      'mid',
    );
    await expect(canvas.getByRole('img', { name: 'Metacritic score 49 of 100' })).toHaveAttribute(
      'data-tone',
      'low',
    );
  },
};

/** No score known: nothing is rendered. */
export const NoScore: Story = {
  args: { score: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Dark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
};
