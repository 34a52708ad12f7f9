import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../Button';
import { longNameOrder, sampleOrders } from './OrderRow.fixtures';
import { OrderList } from './OrderList';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/OrderList',
  component: OrderList,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Tab moves through each row's action link."],
        screenReader: [
          'A region named "Your orders" holding a list; busy while loading; the empty message says there are no orders yet.',
        ],
        do: ["Use for the account's orders tab, newest first."],
        dont: ["Don't use a table for orders: rows must read on a 360 px phone."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    orders: [...sampleOrders, longNameOrder],
    renderAction: (order) => (
      <a
        href={`#/account?tab=inventory&order=${order.id}`}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        View keys
      </a>
    ),
    style: { maxWidth: 720 },
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Your orders' });
    await expect(within(region).getAllByRole('article')).toHaveLength(3);
    await expect(within(region).getAllByRole('link', { name: 'View keys' })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no orders yet.')).toBeVisible();
  },
};

/** No orders yet, with the way on that the store passes in (here a link to the products). */
export const EmptyWithAction: Story = {
  args: {
    orders: [],
    emptyAction: (
      <a href="#/products" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        Browse Products
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no orders yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
