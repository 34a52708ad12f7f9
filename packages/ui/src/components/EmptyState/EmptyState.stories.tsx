import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { Button } from '../Button';
import { EmptyState, emptyStateSizes, emptyStateVariantNames } from './EmptyState';
import type { AccessibilityDocs } from '../../docs/accessibility';

const CartIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.6L21 7H6" />
  </svg>
);

const meta = {
  title: 'Core/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: the action is in the Tab order.'],
        screenReader: ['The message is a paragraph, or a heading with `headingLevel`; the icon is hidden.'],
        do: ['Use where a list or page has nothing to show, with a way on in `action`.'],
        dont: ["Don't use for an error: use ErrorState, which is announced."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    icon: <CartIcon />,
    message: 'Your cart is empty.',
    action: (
      <Button asChild variant="secondary">
        <a href="#/products">Continue Shopping</a>
      </Button>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    variant: { control: 'inline-radio', options: emptyStateVariantNames },
    headingLevel: { control: 'select', options: headingLevels },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '#/products',
    );
  },
};

/** As in the cart and wishlist dropdowns. */
export const Small: Story = {
  args: { size: 'sm', message: 'Your wishlist is empty.' },
};

/** As on the cart and wishlist pages. */
export const Page: Story = {
  args: { size: 'lg', headingLevel: 1, message: 'Your wishlist is empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your wishlist is empty',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Browse the catalogue and add a game to see it here.' },
};

export const WithoutIconOrAction: Story = {
  args: { icon: undefined, action: undefined, message: 'No results found' },
};

export const LongText: Story = {
  args: {
    message:
      'There is nothing in this list yet, but there are thousands of game keys waiting to be discovered',
    description: 'Keys for Steam, Epic Games, GOG, Battle.net and more are delivered instantly. '.repeat(3),
  },
};

export const Dark: Story = {
  args: { description: 'Browse the catalogue and add a game to see it here.' },
  globals: { theme: 'dark' },
};
