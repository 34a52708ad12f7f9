import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hashRenderLink, headerMenuDecorator } from '../../utils/story.fixtures';
import { longNameLine, manyLines, sampleLines } from '../CartList/cartFixtures';
import { WishlistDropdown, type WishlistDropdownProps } from './WishlistDropdown';
import type { WishlistItemData } from './WishlistDropdownItem';
import { sampleWishlistDropdownHrefs } from '../../utils/routes.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Removes by position, as the app's wishlist does (adding to the cart also removes the item).
function Stateful(args: WishlistDropdownProps<WishlistItemData>) {
  const [items, setItems] = useState(args.items);
  const drop = (index: number) => setItems((all) => all.filter((_, i) => i !== index));
  return (
    <WishlistDropdown
      {...args}
      items={items}
      onAddToCart={(index, item) => {
        args.onAddToCart?.(index, item);
        drop(index);
      }}
      onRemove={(index, item) => {
        args.onRemove?.(index, item);
        drop(index);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/WishlistDropdown',
  component: WishlistDropdown,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter or Space on the heart opens the panel and moves the focus in; Escape closes it and returns the focus.',
          'Each item has Add To Cart and Remove buttons naming the item.',
        ],
        screenReader: ['The button is named with the count; the panel is a dialog named by its heading.'],
        do: ['Use in the header beside the cart.'],
        dont: ["Don't open it on hover."],
      } satisfies AccessibilityDocs,
    },
  },
  render: Stateful,
  args: {
    hrefs: sampleWishlistDropdownHrefs,
    items: sampleLines,
    onAddToCart: fn(),
    onRemove: fn(),
    renderLink: hashRenderLink,
  },
  argTypes: { renderLink: { control: false } },
  decorators: [headerMenuDecorator(560)],
} satisfies Meta<typeof WishlistDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const openWishlist = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return body.findByRole('dialog', { name: 'Wishlist' });
};

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Wishlist, 3 items' });
    await expect(trigger).toHaveAttribute('data-highlight', 'true');
    const dialog = within(await openWishlist(canvasElement, 'Wishlist, 3 items'));
    await userEvent.click(dialog.getAllByRole('button', { name: 'Add To Cart' })[1]!);
    await expect(args.onAddToCart).toHaveBeenCalledWith(1, sampleLines[1]);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Elden Ring from wishlist' }));
    await expect(args.onRemove).toHaveBeenCalledWith(0, sampleLines[0]);
    await expect(dialog.getByRole('link', { name: 'View Wishlist' })).toHaveAttribute('href', '#/wishlist');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
      'data-highlight',
      'false',
    );
    const dialog = within(await openWishlist(canvasElement, 'Wishlist'));
    await expect(dialog.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '#/products',
    );
  },
};

export const Items: Story = {
  args: { items: [longNameLine, ...manyLines] },
  play: async ({ canvasElement }) => {
    const dialog = await openWishlist(canvasElement, 'Wishlist, 13 items');
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

/** A product sold out since it was saved: it says so, and Add To Cart is off. */
export const SoldOutItem: Story = {
  args: {
    items: [
      { ...sampleLines[0]!, stock: 0 },
      { ...sampleLines[1]!, stock: 5 },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openWishlist(canvasElement, 'Wishlist, 2 items'));
    const [soldOut, available] = dialog.getAllByRole('listitem');
    await expect(soldOut).toHaveTextContent('Sold out');
    await expect(within(soldOut!).getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    await expect(within(available!).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openWishlist(canvasElement, 'Wishlist, 3 items');
  },
};

export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
