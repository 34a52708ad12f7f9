import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductDetails } from './ProductDetails';
import { sampleProductDetails } from './ProductDetails.fixtures';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/ProductDetails',
  component: ProductDetails,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          "Tab moves through the gallery's thumbnails, Add to cart, the wishlist toggle and the links in the text.",
        ],
        screenReader: [
          "Sections start at h2 (the page's h1 is the product's name); the stock notice is announced politely when it changes.",
        ],
        do: ["Use under the product page's title."],
        dont: ["Don't repeat the product's name as another h1."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    product: sampleProductDetails(),
    activationRegions: 'worldwide',
    onAddToCart: fn(),
    onToggleWishlist: fn(),
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist', pressed: false }));
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(args.product);
  },
};

export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save to wishlist', pressed: true });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LowStock: Story = { args: { product: sampleProductDetails({ stock: 7, stockTotal: 7 }) } };

export const SoldOut: Story = {
  args: { product: sampleProductDetails({ stock: 0, stockTotal: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** Nothing optional: no screenshots, score, requirements or activation text; empty lists say so. */
export const Sparse: Story = {
  args: {
    activationRegions: undefined,
    product: sampleProductDetails({
      image: null,
      screenshots: [],
      developers: [],
      genres: [],
      languages: [],
      metacriticScore: null,
      systemRequirements: [],
      activationDetails: '',
    }),
  },
};

export const LongText: Story = {
  args: {
    activationRegions: ['Europe', 'United Kingdom', 'North America', 'Latin America'],
    product: sampleProductDetails({
      name: 'The Elder Scrolls V: Skyrim Anniversary Edition – Digital Deluxe Bundle',
      languages: ['English', 'German', 'French', 'Italian', 'Spanish', 'Polish', 'Russian', 'Japanese'],
    }),
  },
};

/** A region-locked key: the buy box and the details say where it activates. */
export const RegionLocked: Story = {
  args: { activationRegions: ['Europe', 'United Kingdom'] },
  play: async ({ canvasElement }) => {
    const texts = within(canvasElement).getAllByText('Activates in: Europe, United Kingdom');
    await expect(texts).toHaveLength(2);
  },
};

export const RegionLockedDark: Story = { ...RegionLocked, globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
