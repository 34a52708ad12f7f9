import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hashRenderLink } from '../../utils/story.fixtures';
import { cartLineLayouts, type CartLineData } from '../CartLine';
import { CartList, type CartListProps } from './CartList';
import { CartListSkeleton } from './CartListSkeleton';
import { CartListSubtotal } from './CartListSubtotal';
import { changeQuantity, longNameLine, sampleLines } from './cartFixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Applies the cart's rules (by position, never below 1) so the story behaves like the app.
function Stateful(args: CartListProps<CartLineData>) {
  const [lines, setLines] = useState(args.lines);
  const change = (index: number, by: number) => setLines((all) => changeQuantity(all, index, by));
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <CartList
        {...args}
        lines={lines}
        onDecrement={(index, line) => {
          args.onDecrement?.(index, line);
          change(index, -1);
        }}
        onIncrement={(index, line) => {
          args.onIncrement?.(index, line);
          change(index, 1);
        }}
        onRemove={(index, line) => {
          args.onRemove?.(index, line);
          setLines((all) => all.filter((_, i) => i !== index));
        }}
      />
      <CartListSubtotal lines={lines} />
    </div>
  );
}

const meta = {
  title: 'Commerce/CartList',
  component: CartList,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          "Tab moves through each line's stepper and Remove; after a removal the focus goes to the remove button now in its place.",
        ],
        screenReader: [
          "A list named by `labels`; each line is a list item; each button names its line's product.",
        ],
        do: ['Use on the cart page (`full`) and in the cart dropdown (`compact`).'],
        dont: ["Don't move the focus to the page top after a removal: the list keeps it on the next line."],
      } satisfies AccessibilityDocs,
    },
  },
  render: Stateful,
  args: {
    lines: sampleLines,
    onDecrement: fn(),
    onIncrement: fn(),
    onRemove: fn(),
    getHref: (line) => `/product/${line.id}`,
    renderLink: hashRenderLink,
    'aria-label': 'Cart items',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: cartLineLayouts },
    renderLink: { control: false },
  },
} satisfies Meta<typeof CartList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page: image, name (linked), unit price, stepper, line total, remove. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subtotal').parentElement).toHaveTextContent('Subtotal€150.96');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Elden Ring' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Elden Ring' }));
    await expect(args.onIncrement).toHaveBeenCalledWith(0, sampleLines[0]);
    await expect(canvas.getByText('Subtotal').parentElement).toHaveTextContent('€210.95');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hades from cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1, sampleLines[1]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Elden Ring' })).toHaveAttribute('href', '#/product/1');
  },
};

/**
 * Removing by keyboard: the focus moves to the remove button of the line taking the removed one's place, or of
 * the new last line, never to the page.
 */
export const RemoveByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remove Hades from cart' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove Stardew Valley from cart' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove Elden Ring from cart' })).toHaveFocus(),
    );
  },
};

/** As in the cart dropdown: no image, no line total. */
export const Compact: Story = {
  args: { layout: 'compact', getHref: undefined },
  decorators: [(Story) => <div style={{ maxWidth: 384 }}>{Story()}</div>],
};

export const LongNames: Story = { args: { lines: [longNameLine, ...sampleLines] } };

/**
 * The cart while the browser reads it: two line placeholders and the subtotal's, announced once as loading.
 * Beside it, the same cart filled (list and subtotal, spaced as a page spaces them): as tall, so filling it
 * moves nothing below.
 */
export const Loading: Story = {
  args: { lines: sampleLines.slice(0, 2) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 960 }}>
      <CartListSkeleton lines={2} data-testid="skeleton" />
      <div data-testid="filled" style={{ display: 'grid', gap: 24 }}>
        <CartList {...args} />
        <CartListSubtotal lines={args.lines} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cart');
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(Math.abs(height('skeleton') - height('filled'))).toBeLessThanOrEqual(1);
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const Dark: Story = { globals: { theme: 'dark' } };
