import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../Button';
import {
  awaitingPaymentOrder,
  expiredOrder,
  longNameOrder,
  paidOrder,
  partlyRefundedOrder,
  refundedOrder,
  sampleOrders,
} from './OrderRow.fixtures';
import { OrderRow } from './OrderRow';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const [oneItem, manyItems] = sampleOrders as [(typeof sampleOrders)[0], (typeof sampleOrders)[0]];

const meta = {
  title: 'Account/OrderRow',
  component: OrderRow,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab reaches its action (View keys).'],
        screenReader: [
          'An article named by its heading (the short order id); date, status and total are a description list.',
        ],
        do: ['Use inside OrderList.'],
        dont: ["Don't put more than one action in a row."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    order: oneItem,
    action: (
      <a href="#keys" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        View keys
      </a>
    ),
    style: { maxWidth: 720 },
  },
} satisfies Meta<typeof OrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('article', { name: 'Order #3F2A9C1B' });
    await expect(within(row).getByText('14 March 2025').tagName).toBe('TIME');
    await expect(within(row).getByText('€59.99')).toBeVisible();
    await expect(within(row).getByRole('listitem')).toHaveTextContent('Elden Ring× 1');
    await expect(within(row).getByRole('link', { name: 'View keys' })).toBeVisible();
  },
};

/** Each fact's value (date, status, total) sits right under its label, at a phone's width and wider. */
export const FactsUnderLabels: Story = {
  play: async ({ canvasElement }) => {
    const terms = canvasElement.querySelectorAll('dt');
    await expect(terms).toHaveLength(3);
    for (const term of terms) {
      const value = term.nextElementSibling!;
      const gap = value.getBoundingClientRect().left - term.getBoundingClientRect().left;
      await expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    }
  },
};

export const ManyItems: Story = {
  args: { order: manyItems },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const LongNames: Story = { args: { order: longNameOrder } };

/** Paid by card: the payment's method, amount and the provider's reference. */
export const WithPayment: Story = {
  args: { order: paidOrder },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Order #5D6E7F80' });
    await expect(within(row).getByText('Paid')).toBeVisible();
    await expect(within(row).getByText('Card, €39.98')).toBeVisible();
    await expect(within(row).getByText('pi_test_5d6e7f801a2b4c3d9e8fa0b1')).toBeVisible();
  },
};

/** Not paid yet: nothing charged yet, no provider reference to show. */
export const AwaitingPayment: Story = {
  args: { order: awaitingPaymentOrder },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article');
    await expect(within(row).getByText('Awaiting payment')).toBeVisible();
    await expect(within(row).getByText('Nothing charged yet')).toBeVisible();
    await expect(within(row).queryByText(/Card,/)).toBeNull();
    await expect(within(row).queryByText('Reference')).toBeNull();
  },
};

/** Expired (or cancelled) unpaid: nothing was charged. */
export const ExpiredUnpaid: Story = {
  args: { order: expiredOrder },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article');
    await expect(within(row).getByText('Expired')).toBeVisible();
    await expect(within(row).getByText('Nothing charged')).toBeVisible();
    await expect(within(row).queryByText(/Card,/)).toBeNull();
  },
};

/** Partly refunded: how much, when, and which keys. */
export const PartlyRefunded: Story = {
  args: { order: partlyRefundedOrder },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article');
    await expect(within(row).getByText('Card, €39.98')).toBeVisible();
    const refund = within(row).getByText('Refunded').nextElementSibling as HTMLElement;
    await expect(refund).toHaveTextContent('€19.99 on 28 November 2026');
    await expect(within(refund).getByRole('listitem')).toHaveTextContent(
      '1 × Hollow Knight: Silksong, €19.99',
    );
  },
};

/** Refunded in full: the amount and the date. */
export const Refunded: Story = {
  args: { order: refundedOrder },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article');
    const refund = within(row).getByText('Refunded', { selector: 'dt' }).nextElementSibling as HTMLElement;
    await expect(refund).toHaveTextContent('€39.98 on 28 November 2026');
  },
};

export const Mobile: Story = {
  args: { order: manyItems },
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

/** A narrow column on a wide page: the row lays itself out by its own width (container queries). */
export const NarrowColumn: Story = {
  args: { order: manyItems },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading');
    // Stacked, the title takes the row's width: one line, not a letter per line.
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(title.getBoundingClientRect().height).toBeLessThan(60);
  },
};

export const DarkPartlyRefunded: Story = { args: { order: partlyRefundedOrder }, globals: { theme: 'dark' } };
export const DarkExpiredUnpaid: Story = { args: { order: expiredOrder }, globals: { theme: 'dark' } };

export const Dark: Story = {
  args: { order: manyItems },
  globals: { theme: 'dark' },
};
