import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { sampleProducts, shapedCover } from '../ProductCard/ProductCard.fixtures';
import { ProductGrid, type ProductGridProps } from './ProductGrid';
import { sampleProductHref } from '../../utils/routes.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Keeps a wishlist so the hearts toggle as in the app.
function Grid({ onToggleWishlist, ...props }: ProductGridProps) {
  const [wishlist, setWishlist] = useState<ReadonlySet<number | string>>(new Set([2]));
  return (
    <ProductGrid
      {...props}
      isInWishlist={(product) => wishlist.has(product.id)}
      onToggleWishlist={(product) => {
        setWishlist((ids) => {
          const next = new Set(ids);
          if (!next.delete(product.id)) next.add(product.id);
          return next;
        });
        onToggleWishlist?.(product);
      }}
    />
  );
}
// "Show code" names the component a store writes, not this state holder.
Grid.displayName = 'ProductGrid';

const products = sampleProducts(24).map((product, index) =>
  index === 4 ? { ...product, stockTotal: 12 } : index === 7 ? { ...product, stock: 0 } : product,
);

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Tab moves through each card's link and buttons, in reading order."],
        screenReader: [
          'A region named by `labels`, holding a list of cards; busy while loading; the error is an alert.',
        ],
        do: ["Use for the catalogue's results, with `priorityCount` for the first row."],
        dont: ["Don't reorder cards visually away from their order in the list."],
      } satisfies AccessibilityDocs,
    },
  },
  render: (args) => <Grid {...args} />,
  args: {
    getHref: sampleProductHref,
    products,
    onToggleWishlist: fn(),
    onAddToCart: fn(),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Products' });
    await expect(within(region).getAllByRole('article')).toHaveLength(24);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save to wishlist', pressed: false })[0]!);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(products[0]);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add to cart' })[1]!);
    await expect(args.onAddToCart).toHaveBeenCalledWith(products[1]);
  },
};

/** The first row's images load at once and first (the page's largest paint); the rest when scrolled near. */
export const FirstRowPriority: Story = {
  args: { products: products.slice(0, 8), priorityCount: 4 },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images[3]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[4]).toHaveAttribute('loading', 'lazy');
  },
};

/** The app draws its own cards with `renderCard` (the grid keeps the list, states and layout). */
export const CustomCards: Story = {
  args: {
    products: products.slice(0, 6),
    renderCard: (product) => <p>Custom card: {product.name}</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Custom card:/)).toHaveLength(6);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    products: [],
    emptyAction: (
      <Button variant="secondary" onClick={fn()}>
        Reset filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products match these filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    products: [],
    error: true,
    errorAction: <Button onClick={fn()}>Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch products');
  },
};

export const Mobile: Story = {
  args: { products: products.slice(0, 4) },
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
};

export const Dark: Story = {
  args: { products: products.slice(0, 8) },
  globals: { theme: 'dark' },
};

export const DarkLoading: Story = {
  args: { loading: true, skeletonCount: 4 },
  globals: { theme: 'dark' },
};

// Covers of every shape in one grid, framed at the store's ratio (16:9): each shown whole, and every row's cards
// keep one height, their buttons on one line.
const shapes = [
  [640, 360],
  [300, 400],
  [400, 400],
  [860, 400],
] as const;
export const CoversOfAnyShape: Story = {
  args: {
    products: sampleProducts(4).map((product, index) => {
      const [width, height] = shapes[index]!;
      return { ...product, image: shapedCover(`${width}×${height}`, width, height, index * 80) };
    }),
    imageAspectRatio: '16 / 9',
  },
  play: async ({ canvasElement }) => {
    // Cards by row (their top), then the tops of the row's Add to cart buttons: one per row.
    const rows = new Map<number, Set<number>>();
    for (const card of within(canvasElement).getAllByRole('article')) {
      const row = Math.round(card.getBoundingClientRect().top);
      const button = within(card).getByRole('button', { name: 'Add to cart' });
      rows.set(row, (rows.get(row) ?? new Set()).add(Math.round(button.getBoundingClientRect().top)));
    }
    for (const tops of rows.values()) await expect(tops.size).toBe(1);
  },
};
