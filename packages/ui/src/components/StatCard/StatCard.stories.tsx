import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard, StatCards, statCardTrends } from './StatCard';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Tab reaches the card's link when it has one."],
        screenReader: [
          'The label and value are read together; the change says up or down in words, not only by colour.',
        ],
        do: ["Use for a dashboard's key figures."],
        dont: ["Don't rely on the arrow's colour alone to say the trend."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Sales today', value: '€1,204.50', change: '+12 % on yesterday', trend: 'up' },
  argTypes: {
    trend: { control: 'select', options: statCardTrends },
    goodTrend: { control: 'select', options: ['up', 'down'] },
    renderLink: { control: false },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// A single card is shown as wide as a dashboard's column.
const column: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 320 }}>
      <Story />
    </div>
  ),
];

/** A figure that went up: the arrow and the word "Up" say so, the green only backs them up. */
export const Playground: Story = {
  decorators: column,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Sales today');
    const [value, change] = canvas.getAllByRole('definition');
    await expect(value).toHaveTextContent('€1,204.50');
    await expect(change).toHaveTextContent('Up: +12 % on yesterday');
  },
};

/** Going down is good news for waiting orders (`goodTrend: 'down'`); no change is muted. */
export const Trends: Story = {
  decorators: column,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatCard {...args} />
      <StatCard {...args} label="Sales this week" value="€6,310.00" change="−4 % on last week" trend="down" />
      <StatCard
        {...args}
        label="Orders awaiting payment"
        value="3"
        change="2 fewer than yesterday"
        trend="down"
        goodTrend="down"
      />
      <StatCard {...args} label="Refunds today" value="0" change="Same as yesterday" trend="flat" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const changes = [...canvasElement.querySelectorAll('[data-meaning]')].map((node) =>
      node.getAttribute('data-meaning'),
    );
    await expect(changes).toEqual(['good', 'bad', 'good', 'neutral']);
    await expect(within(canvasElement).getByText('2 fewer than yesterday')).toHaveTextContent(
      'Down: 2 fewer than yesterday',
    );
  },
};

/** Linked: the label is the link's name and the whole card is its hit area. */
export const WithLink: Story = {
  decorators: column,
  args: { label: 'Low-stock products', value: '4', change: undefined, href: '#low-stock' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Low-stock products' });
    await expect(link).toHaveAttribute('href', '#low-stock');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** While the figure loads: placeholders, read once as "Loading". */
export const Loading: Story = {
  decorators: column,
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-state="loading"]');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('Loading');
  },
};

/** A dashboard's row of figures: a list that wraps to fewer columns on narrow screens. */
export const Group: Story = {
  render: (args) => (
    <StatCards aria-label="Today">
      <StatCard {...args} />
      <StatCard label="Orders awaiting payment" value="3" href="#awaiting" />
      <StatCard
        label="Low-stock products"
        value="4"
        href="#low-stock"
        change="1 more than yesterday"
        trend="up"
        goodTrend="down"
      />
      <StatCard label="Keys in stock" loading />
    </StatCards>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Today' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Dark: Story = { ...Trends, globals: { theme: 'dark' } };

export const DarkGroup: Story = { ...Group, globals: { theme: 'dark' } };

/** In RTL the cards fill from the right; the arrows point up and down in both directions. */
export const RightToLeft: Story = { ...Group, globals: { direction: 'rtl' } };

export const Phone: Story = { ...Group, globals: { viewport: { value: 'phone' } } };
