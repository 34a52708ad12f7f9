import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNameLine, saleLine, sampleLines } from '../CartList/cartFixtures';
import { RegionNotice } from '../RegionNotice';
import { CartLine, cartLineLayouts } from './CartLine';
import { CartLineSkeleton } from './CartLineSkeleton';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Tab reaches the quantity stepper's buttons and Remove."],
        screenReader: [
          'A list item; the stepper\'s buttons and Remove name the product ("Remove Elden Ring").',
        ],
        do: ["Use inside CartList, the cart page's and the dropdown's list."],
        dont: ["Don't use on its own outside a list."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { line: sampleLines[1]!, onDecrement: fn(), onIncrement: fn(), onRemove: fn() },
  argTypes: { layout: { control: 'inline-radio', options: cartLineLayouts } },
  // A line is a list item: give it its list.
  decorators: [
    (Story) => (
      <ul aria-label="Cart items" style={{ padding: 0, maxWidth: 720 }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Hades' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Hades' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hades from cart' }));
    await expect(args.onDecrement).toHaveBeenCalledOnce();
    await expect(args.onIncrement).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Full: Story = { args: { layout: 'full', href: '#/product/2' } };

export const QuantityOne: Story = {
  args: { line: sampleLines[0]! },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Decrease quantity of Elden Ring' }),
    ).toBeDisabled();
  },
};

export const NoImage: Story = { args: { layout: 'full', line: sampleLines[2]! } };

export const LongName: Story = { args: { layout: 'full', line: longNameLine } };

/** On sale: the cart uses the sale price and shows the saving against the 30-day lowest before the sale. */
export const OnSale: Story = {
  args: { layout: 'full', line: saleLine },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Now: €7.99');
    await expect(item).toHaveTextContent('You save −50%');
    await expect(item).toHaveTextContent('Lowest price in the 30 days before the sale: €15.99');
  },
};

/** With a notice below it: here, a key that will not activate in the shopper's country. */
export const WithNotice: Story = {
  args: {
    layout: 'full',
    notice: (
      <RegionNotice
        itemName="Hades"
        regions={['Europe']}
        place="United States"
        checked={false}
        onCheckedChange={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(within(item).getByRole('status')).toHaveTextContent(
      'The key for Hades can be activated only in these regions: Europe',
    );
    await expect(within(item).getByRole('checkbox', { name: 'Buy Hades anyway' })).not.toBeChecked();
  },
};

/** Every key left is in the cart: plus stops and the line says how many are left. */
export const AtStockLimit: Story = {
  args: { layout: 'full', line: { ...sampleLines[1]!, quantity: 4, stock: 4 } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(within(item).getByRole('button', { name: 'Increase quantity of Hades' })).toBeDisabled();
    await expect(within(item).getByRole('button', { name: 'Decrease quantity of Hades' })).toBeEnabled();
    await expect(item).toHaveTextContent('Only 4 keys left');
  },
};

/** The stock fell below the line's quantity since it was added: the line is flagged, only minus works. */
export const ShortSinceAdded: Story = {
  args: { layout: 'full', line: { ...sampleLines[1]!, quantity: 4, stock: 2 } },
  play: async ({ args, canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveAttribute('data-stock', 'short');
    await expect(item).toHaveTextContent('Only 2 keys left: lower the quantity');
    await expect(within(item).getByRole('button', { name: 'Increase quantity of Hades' })).toBeDisabled();
    await userEvent.click(within(item).getByRole('button', { name: 'Decrease quantity of Hades' }));
    await expect(args.onDecrement).toHaveBeenCalledOnce();
  },
};

/** Sold out since it was added: the line asks to be removed. */
export const SoldOutSinceAdded: Story = {
  args: { line: { ...sampleLines[0]!, stock: 0 } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Sold out: remove it from the cart');
    await expect(
      within(item).getByRole('button', { name: 'Increase quantity of Elden Ring' }),
    ).toBeDisabled();
  },
};

/**
 * The placeholder while the cart is read (a page rendered on the server cannot know it), beside a real line of
 * each layout: the line takes its place at the same height, so nothing below it moves.
 */
export const Loading: Story = {
  render: (args) => (
    <>
      <CartLineSkeleton layout="full" data-testid="full-skeleton" />
      <CartLine {...args} layout="full" data-testid="full-line" />
      <CartLineSkeleton layout="compact" data-testid="compact-skeleton" />
      <CartLine {...args} layout="compact" data-testid="compact-line" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(canvas.getByTestId('full-skeleton')).toHaveAttribute('aria-hidden', 'true');
    // Within a pixel: the last compact line has no bottom border.
    await expect(Math.abs(height('full-skeleton') - height('full-line'))).toBeLessThanOrEqual(1);
    await expect(Math.abs(height('compact-skeleton') - height('compact-line'))).toBeLessThanOrEqual(1);
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const Dark: Story = { args: { layout: 'full' }, globals: { theme: 'dark' } };

export const ShortSinceAddedDark: Story = { ...ShortSinceAdded, globals: { theme: 'dark' } };

export const OnSaleDark: Story = { ...OnSale, globals: { theme: 'dark' } };

export const WithNoticeDark: Story = { ...WithNotice, globals: { theme: 'dark' } };
