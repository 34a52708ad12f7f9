import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegionNotice } from '../RegionNotice';
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

/** Saved: the toggle says so in words, and stays pressed. */
export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saved', pressed: true });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On sale: the price is the largest thing in the buy box; its named 30-day reference clearly smaller. */
export const OnSale: Story = {
  args: { product: sampleProductDetails({ price: 26.63, lowestPrice30d: 35.5 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const price = canvas.getByRole('insertion');
    const reference = canvas.getByText('Lowest price in the 30 days before the sale:', { exact: false });
    await expect(reference).toBeVisible();
    const box = price.closest('[data-state="discounted"]')!.parentElement!;
    for (const el of box.querySelectorAll('*')) {
      if (!el.contains(price) && !price.contains(el) && el.textContent?.trim()) {
        await expect(size(el)).toBeLessThan(size(price));
      }
    }
    await expect(size(reference) / size(price)).toBeLessThanOrEqual(0.6);
  },
};

/** A key that will not activate where the shopper is: the buy box warns before Add to cart. */
export const RegionWarning: Story = {
  args: {
    activationRegions: ['Europe'],
    notice: (
      <RegionNotice itemName="Elden Ring" regions={['Europe']} place="United States" confirmable={false} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByText(/cannot be activated in your country \(United States\)/);
    await expect(warning).toHaveAttribute('role', 'status');
    const addToCart = canvas.getByRole('button', { name: 'Add to cart' });
    // Before the action in reading order.
    await expect(warning.compareDocumentPosition(addToCart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
