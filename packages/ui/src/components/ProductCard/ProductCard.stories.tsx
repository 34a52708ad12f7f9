import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { sampleProduct, shapedCover } from './ProductCard.fixtures';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { sampleProductHref } from '../../utils/routes.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// The heart is controlled; this wrapper keeps the wishlist state so the story behaves like the app.
function Card({ inWishlist: initial = false, onToggleWishlist, ...props }: ProductCardProps) {
  const [inWishlist, setInWishlist] = useState(initial);
  return (
    <ProductCard
      {...props}
      inWishlist={inWishlist}
      onToggleWishlist={(product) => {
        setInWishlist((value) => !value);
        onToggleWishlist?.(product);
      }}
    />
  );
}
// "Show code" names the component a store writes, not this state holder.
Card.displayName = 'ProductCard';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab reaches the title link, the wishlist toggle and Add to cart.'],
        screenReader: [
          'An article named by its title heading; the wishlist toggle keeps its name and says its state with `aria-pressed`; Add to cart is disabled when sold out.',
        ],
        do: ['Use in product grids and carousels.'],
        dont: ["Don't add other links to the card: the stretched title link covers it."],
      } satisfies AccessibilityDocs,
    },
  },
  render: (args) => <Card {...args} />,
  args: {
    getHref: sampleProductHref,
    product: sampleProduct(0),
    onToggleWishlist: fn(),
    onAddToCart: fn(),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`}>
        {children}
      </a>
    ),
  },
  argTypes: { headingLevel: { control: 'select', options: headingLevels } },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cyberpunk 2077' })).toHaveAttribute('href', '#/product/1');
    await expect(canvas.getByRole('img', { name: 'Cyberpunk 2077' })).toHaveAttribute('loading', 'lazy');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product);
    const heart = canvas.getByRole('button', { name: 'Save to wishlist', pressed: false });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(args.product);
    await expect(canvas.getByRole('button', { name: 'Save to wishlist', pressed: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Among the first cards on screen: the image loads at once, with high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cyberpunk 2077' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const InWishlist: Story = {
  args: { inWishlist: true },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save to wishlist', pressed: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledOnce();
    await expect(heart).toHaveAccessibleName('Save to wishlist');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LowStock: Story = {
  args: { product: sampleProduct(1, { stockTotal: 7 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 7 keys left')).toBeVisible();
  },
};

/** A running sale: the sale price, the saving and its reference (the lowest price of the 30 days before). */
export const OnSale: Story = {
  args: { product: sampleProduct(5, { price: 29.99, regularPrice: 59.99, lowestPrice30d: 44.99 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('deletion')).toHaveTextContent('€44.99');
    await expect(canvas.getByRole('insertion')).toHaveTextContent('€29.99');
    await expect(canvasElement).toHaveTextContent('Lowest price in the 30 days before the sale: €44.99');
  },
};

export const OnSaleDark: Story = {
  ...OnSale,
  globals: { theme: 'dark' },
};

export const SoldOut: Story = {
  args: { product: sampleProduct(2, { stock: 0, stockTotal: 0 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const NoImage: Story = {
  args: { product: sampleProduct(3, { image: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: {
    product: sampleProduct(4, {
      name: 'The Elder Scrolls V: Skyrim Anniversary Edition + Creation Club Collection Deluxe Upgrade Bundle (Europe)',
    }),
  },
};

export const Skeleton: Story = {
  render: () => <ProductCardSkeleton />,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card {...args} inWishlist />
      <Card {...args} product={sampleProduct(1, { stockTotal: 12 })} />
      <Card {...args} product={sampleProduct(2, { stock: 0, image: null })} />
      <ProductCardSkeleton />
    </div>
  ),
};

// Covers of any shape: the frame takes the covers' ratio (`imageAspectRatio`) and shows each cover whole by
// default (`imageFit="contain"`): the white border and both corner badges of the pictures stay in view.
export const LandscapeCover: Story = {
  args: {
    product: sampleProduct(1, { image: shapedCover('Landscape 16:9', 640, 360) }),
    imageAspectRatio: '16 / 9',
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Elden Ring' });
    const frame = image.parentElement!.getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    await expect(getComputedStyle(image).objectFit).toBe('contain');
  },
};

export const PortraitCover: Story = {
  args: {
    product: sampleProduct(2, { image: shapedCover('Portrait', 300, 400, 320) }),
    imageAspectRatio: '3 / 4',
  },
};

// A square cover in the default 4:3 frame: shown whole, with the sunken background at its sides.
export const SquareCover: Story = {
  args: { product: sampleProduct(3, { image: shapedCover('Square', 400, 400, 120) }) },
};
