import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductDetails } from './ProductDetails';
import { sampleProductDetails } from './ProductDetails.fixtures';

const meta = {
  title: 'Commerce/ProductDetails',
  component: ProductDetails,
  args: { product: sampleProductDetails(), onAddToCart: fn(), onToggleWishlist: fn() },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(args.product);
  },
};

export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'In wishlist' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LowStock: Story = { args: { product: sampleProductDetails({ qty: 7, totalQty: 7 }) } };

export const SoldOut: Story = {
  args: { product: sampleProductDetails({ qty: 0, totalQty: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** Nothing optional: no screenshots, score, requirements or activation text; empty lists say so. */
export const Sparse: Story = {
  args: {
    product: sampleProductDetails({
      image: null,
      screenshots: [],
      developers: [],
      genres: [],
      languages: [],
      regionalLimitations: '',
      metacriticScore: null,
      systemRequirements: [],
      activationDetails: '',
    }),
  },
};

export const LongText: Story = {
  args: {
    product: sampleProductDetails({
      name: 'The Elder Scrolls V: Skyrim Anniversary Edition – Digital Deluxe Bundle',
      regionalLimitations: 'Europe, United Kingdom, Norway, Switzerland, Iceland and Liechtenstein only',
      languages: ['English', 'German', 'French', 'Italian', 'Spanish', 'Polish', 'Russian', 'Japanese'],
    }),
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 360, outline: '1px dashed' }}>{Story()}</div>],
};

export const Dark: Story = { globals: { theme: 'dark' } };
