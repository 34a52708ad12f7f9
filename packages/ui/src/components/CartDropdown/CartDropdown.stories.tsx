import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hashRenderLink, headerMenuDecorator } from '../../utils/story.fixtures';
import type { CartLineData } from '../CartLine';
import { changeQuantity, longNameLine, manyLines, sampleLines } from '../CartList/cartFixtures';
import { CartDropdown, type CartDropdownProps } from './CartDropdown';
import { sampleCartDropdownHrefs } from '../../utils/routes.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Applies the cart's rules (by position, never below 1) so the story behaves like the app.
function Stateful(args: CartDropdownProps<CartLineData>) {
  const [lines, setLines] = useState(args.lines);
  const change = (index: number, by: number) => setLines((all) => changeQuantity(all, index, by));
  return (
    <CartDropdown
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
  );
}

const meta = {
  title: 'Commerce/CartDropdown',
  component: CartDropdown,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter or Space on the cart button opens the panel and moves the focus into it; Escape closes it and returns the focus.',
          'After a line is removed, the focus goes to the remove button of the line now in its place.',
        ],
        screenReader: [
          'The button is named with the count ("Cart, 3 items") and has `aria-expanded`; the panel is a dialog named by its heading.',
        ],
        do: ['Use in the header, with the lines, subtotal and the ways to the cart and checkout.'],
        dont: [
          "Don't open it on hover.",
          "Don't use it as the only way to change quantities: the cart page has them too.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  render: Stateful,
  args: {
    hrefs: sampleCartDropdownHrefs,
    lines: sampleLines,
    onDecrement: fn(),
    onIncrement: fn(),
    onRemove: fn(),
    renderLink: hashRenderLink,
  },
  argTypes: { renderLink: { control: false } },
  decorators: [headerMenuDecorator(600)],
} satisfies Meta<typeof CartDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const openCart = async (canvasElement: HTMLElement, name: string | RegExp = /^Cart/) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return body.findByRole('dialog', { name: 'Shopping Cart' });
};

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openCart(canvasElement, 'Cart, 6 items');
    const dialog = within(panel);
    const subtotal = () => dialog.getByText('Subtotal').parentElement;
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(dialog.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3);
    await expect(subtotal()).toHaveTextContent('Subtotal€150.96');
    await expect(dialog.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '#/cart');
    // Minus is disabled at 1; plus raises the line, the badge and the two-decimal subtotal.
    await expect(dialog.getByRole('button', { name: 'Decrease quantity of Elden Ring' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Increase quantity of Elden Ring' }));
    await expect(args.onIncrement).toHaveBeenCalledWith(0, sampleLines[0]);
    await expect(dialog.getByRole('button', { name: 'Decrease quantity of Elden Ring' })).toBeEnabled();
    await expect(subtotal()).toHaveTextContent('€210.95');
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 7 items' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Decrease quantity of Hades' }));
    await expect(args.onDecrement).toHaveBeenCalledWith(1, sampleLines[1]);
    await expect(subtotal()).toHaveTextContent('€186.45');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Hades from cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1, { ...sampleLines[1]!, quantity: 1 });
    await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '#/checkout');
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCart(canvasElement, 'Cart'));
    await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '#/products',
    );
    await expect(dialog.queryByText('Subtotal')).not.toBeInTheDocument();
  },
};

export const OneLine: Story = {
  args: { lines: [sampleLines[0]!] },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCart(canvasElement, 'Cart, 1 item'));
    await expect(dialog.getByRole('button', { name: 'Decrease quantity of Elden Ring' })).toBeDisabled();
  },
};

/** More lines than fit: the list scrolls inside its 24rem while the subtotal and buttons stay put. */
export const ManyLines: Story = {
  args: { lines: manyLines },
  play: async ({ canvasElement }) => {
    const dialog = await openCart(canvasElement);
    const list = within(dialog).getByRole('list', { name: 'Cart items' }).parentElement!;
    await expect(list.clientHeight).toBeLessThanOrEqual(24 * 16);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(within(dialog).getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { lines: [longNameLine, ...sampleLines] },
  play: async ({ canvasElement }) => {
    await openCart(canvasElement);
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Cart/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Shopping Cart' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The app opens the panel itself (after "Add to cart"); it closes on Escape, on an outside click and when a
 * link in it is followed.
 */
export const OpenedByTheApp: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Add to cart
        </button>
        <Stateful {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await expect(await body.findByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  },
};

/** Opened by the app from an "Add to cart" button: closing it returns the focus to that button (by keyboard). */
export const FocusReturnsToOpener: Story = {
  ...OpenedByTheApp,
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Shopping Cart' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(add).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openCart(canvasElement);
  },
};

export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
