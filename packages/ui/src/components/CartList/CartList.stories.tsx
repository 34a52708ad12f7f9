import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hashRenderLink } from '../../utils/story.fixtures';
import { cartLineLayouts, type CartLineData } from '../CartLine';
import { CartList, type CartListProps } from './CartList';
import { CartListSubtotal } from './CartListSubtotal';
import { changeQuantity, longNameLine, sampleLines } from './cartFixtures';

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
  render: (args) => <Stateful {...args} />,
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

/** As in the cart dropdown: no image, no line total. */
export const Compact: Story = {
  args: { layout: 'compact', getHref: undefined },
  decorators: [(Story) => <div style={{ maxWidth: 384 }}>{Story()}</div>],
};

export const LongNames: Story = { args: { lines: [longNameLine, ...sampleLines] } };

export const Dark: Story = { globals: { theme: 'dark' } };
