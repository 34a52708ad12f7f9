import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InventoryCard } from './InventoryCard';
import { InventoryGrid } from './InventoryGrid';
import type { AccessibilityDocs } from '../../docs/accessibility';

interface Item {
  keyId: string;
  name: string;
  image: string | null;
  platform: string;
  key: string;
}

const items: Item[] = [
  { keyId: 'k1', name: 'Elden Ring', image: null, platform: 'steam', key: 'XXXXX-XXXXX-7F3KQ' },
  { keyId: 'k2', name: 'Hades II', image: null, platform: 'epic-games', key: 'XXXXX-XXXXX-Q2M9P' },
  { keyId: 'k3', name: 'Diablo IV', image: null, platform: 'battle-net', key: 'XXXXX-XXXXX-ZZ81L' },
];

// The app's part: keeps the revealed keys by keyId.
function Inventory({ items: list }: { items: readonly Item[] }) {
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  return (
    <InventoryGrid
      hrefs={{ products: '/products' }}
      items={list}
      getKey={(item) => item.keyId}
      renderLink={({ href, children, ...props }) => (
        <a {...props} href={`#${href}`}>
          {children}
        </a>
      )}
      renderItem={(item) => (
        <InventoryCard
          name={item.name}
          image={item.image}
          platform={item.platform}
          maskedKey={item.key}
          revealedKey={revealed[item.keyId]}
          writeClipboard={async () => {}}
          onReveal={() => setRevealed((keys) => ({ ...keys, [item.keyId]: item.key.replace(/X/g, 'A') }))}
        />
      )}
    />
  );
}

const meta = {
  title: 'Account/InventoryGrid',
  component: InventoryGrid<Item>,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["Tab moves through each card's Show Key and Copy buttons."],
        screenReader: [
          'A list of cards; while loading the region is busy; the empty state links to the catalogue.',
        ],
        do: ["Use for the account's inventory tab."],
        dont: ["Don't paginate keys away from the user without a way to find them."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    hrefs: { products: '/products' },
    items,
    getKey: (item: Item) => item.keyId,
    renderItem: (item: Item) => (
      <InventoryCard name={item.name} image={item.image} platform={item.platform} maskedKey={item.key} />
    ),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof InventoryGrid<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: Inventory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Your keys' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show Key' })[1]!);
    const question = await within(document.body).findByRole('alertdialog', { name: 'Show this key?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Show the key' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus());
    await expect(canvas.getByText('AAAAA-AAAAA-Q2M9P')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your keys' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your keys');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No keys yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '#/products');
  },
};

export const Dark: Story = {
  render: Inventory,
  globals: { theme: 'dark' },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
