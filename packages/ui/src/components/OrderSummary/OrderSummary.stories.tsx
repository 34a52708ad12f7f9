import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { OrderSummary } from './OrderSummary';
import { OrderSummarySkeleton } from './OrderSummarySkeleton';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const lines = [
  { id: 1, name: 'Elden Ring', quantity: 1, unitPrice: 39.99 },
  { id: 2, name: 'Stardew Valley', quantity: 2, unitPrice: '9.5' },
  { id: 3, name: 'Xbox Game Pass Ultimate – 3 Months', quantity: 1, unitPrice: 44.99 },
];

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it is read-only.'],
        screenReader: [
          'Each line reads name, quantity × unit price and total; on sale, the struck-through reference is read with its visible name, "Lowest price in the 30 days before the sale".',
        ],
        do: ["Use on the checkout's review step and in order confirmations."],
        dont: ["Don't use for an editable cart: use CartList."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { lines, style: { maxWidth: 480 } },
  argTypes: { headingLevel: { control: 'select', options: headingLevels } },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByText('2 × €9.50')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Total€103.98');
  },
};

/** A placed order: the server's total is shown as given. */
export const ServerTotal: Story = { args: { total: 103.98, labels: { title: 'Your order' } } };

/**
 * A line on sale: the price paid, then on its own line the reference it is measured against, named for what it
 * is (the lowest price of the 30 days before the sale) and struck through; the sum uses the sale price.
 */
export const OnSale: Story = {
  args: { lines: [{ ...lines[0]!, unitPrice: 29.99, lowestPrice30d: 59.99 }, lines[1]!] },
  play: async ({ canvasElement }) => {
    const [sale, regular] = within(canvasElement).getAllByRole('listitem');
    await expect(sale).toHaveTextContent('1 × €29.99Lowest price in the 30 days before the sale: €59.99');
    const reference = within(sale!).getByText('Lowest price in the 30 days before the sale:', {
      exact: false,
    });
    await expect(reference).toBeVisible();
    await expect(within(reference).getByRole('deletion')).toHaveTextContent('€59.99');
    await expect(within(regular!).queryByRole('deletion')).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('Total€48.99');
  },
};

export const OnSaleDark: Story = { ...OnSale, globals: { theme: 'dark' } };

/**
 * The placeholder while the cart is read (a page rendered on the server cannot know it), beside the summary of
 * as many lines: the summary takes its place at the same height, so nothing below it moves.
 */
export const Loading: Story = {
  args: { lines: lines.slice(0, 2) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <OrderSummarySkeleton lines={2} data-testid="skeleton" />
      <OrderSummary {...args} data-testid="summary" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(canvas.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
    await expect(Math.abs(height('skeleton') - height('summary'))).toBeLessThanOrEqual(2);
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const OneLine: Story = { args: { lines: lines.slice(0, 1) } };

export const LongNames: Story = {
  args: {
    lines: [
      {
        id: 1,
        name: 'The Incredibly Long Collector’s Edition Bundle With Every Expansion, Soundtrack and Artbook Included',
        quantity: 10,
        unitPrice: 1234.5,
      },
    ],
  },
};

export const Mobile: Story = {
  globals: onPhone,
  args: { style: undefined },
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
