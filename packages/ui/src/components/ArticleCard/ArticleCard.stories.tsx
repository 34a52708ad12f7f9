import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { ArticleCard } from './ArticleCard';
import type { AccessibilityDocs } from '../../docs/accessibility';

const content = [
  'Spring is the season of big releases, and this year is no exception. From sprawling open worlds to tight roguelikes, the next three months bring something for every kind of player.',
  'We picked the ten games we are most excited about, checked which platforms they launch on, and noted where pre-orders come with a bonus. Read on for release dates and the editions worth buying.',
  'We will keep this list updated as studios confirm their dates.',
];

const meta = {
  title: 'Content/ArticleCard',
  component: ArticleCard,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          "Tab reaches the title link, the card's only link (a click anywhere on the card follows it).",
        ],
        screenReader: [
          "An article named by its title heading (`headingLevel`); the image's alt is empty, the title says it all.",
        ],
        do: ['Use in grids of news or guides, each with its own page.'],
        dont: ["Don't put other links or buttons in the card: the stretched title link covers it."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { title: 'The ten most awaited games of spring', date: '2025-03-14', content },
  argTypes: { headingLevel: { control: 'select', options: headingLevels } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'The ten most awaited games of spring' })).toBeVisible();
    await expect(canvas.getByText('14 March 2025')).toHaveAttribute('datetime', '2025-03-14');
    const toggle = await canvas.findByRole('button', { name: 'Read More' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ShortContent: Story = {
  args: { content: 'A short note: the shop is open over the holidays.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Everything you need to know about redeeming region-locked keys on Steam, Epic Games, GOG and Battle.net',
  },
};

/** The Blog page: several articles, each opened on its own. */
export const List: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ArticleCard {...args} />
      <ArticleCard {...args} title="How to spot a fair key price" date="2025-02-02" />
    </div>
  ),
};

export const Dark: Story = {
  ...List,
  globals: { theme: 'dark' },
};
