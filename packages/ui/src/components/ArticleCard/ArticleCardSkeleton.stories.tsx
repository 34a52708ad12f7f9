import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleCard } from './ArticleCard';
import { ArticleCardSkeleton } from './ArticleCardSkeleton';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Content/ArticleCardSkeleton',
  component: ArticleCardSkeleton,
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
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ArticleCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from screen readers: the list it stands in for announces loading once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.firstElementChild?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Next to the card it stands in for: the same box, title, date and three lines. */
export const BesideTheCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ArticleCardSkeleton />
      <ArticleCard
        title="Five co-op games for the weekend"
        date="2026-11-20"
        content="From cosy farming to frantic heists: five games two friends can finish in a weekend, all under €20 this week."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
