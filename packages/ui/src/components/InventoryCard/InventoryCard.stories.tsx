import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InventoryCard, type InventoryCardProps } from './InventoryCard';
import { onPhone } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#3b2f6b"/><circle cx="8" cy="4.5" r="2.5" fill="#f5b041"/></svg>',
  );

const fullKey = 'A1B2C-D3E4F-7F3KQ';

// Plays the app's part: reveal after a short request, then pass the key back. A story's render, not a
// component around the card, so "Show code" shows the InventoryCard itself.
function Revealing(args: InventoryCardProps) {
  const [key, setKey] = useState<string>();
  return (
    <InventoryCard
      {...args}
      revealedKey={key}
      onReveal={async () => {
        await args.onReveal?.();
        await new Promise((resolve) => setTimeout(resolve, 300));
        setKey(fullKey);
      }}
    />
  );
}

const meta = {
  title: 'Account/InventoryCard',
  component: InventoryCard,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Show Key opens an alert dialog whose focus starts on Cancel; Escape or Cancel returns the focus to Show Key. Once the key is shown the focus moves to Copy, which copies it.',
        ],
        screenReader: [
          'An article named by the product; the masked key is not read; the confirmation is an alert dialog named by its question ("Show this key?") and described by what showing costs; the copy outcome is announced.',
        ],
        do: ['Use in the inventory, one card per purchased key.'],
        dont: ["Don't show the key without the confirmation: a shown key can no longer be refunded."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    name: 'Elden Ring',
    image: image,
    platform: 'steam',
    maskedKey: 'XXXXX-XXXXX-7F3KQ',
    onReveal: fn(),
    writeClipboard: fn(async () => {}),
    style: { maxWidth: 320 },
  },
} satisfies Meta<typeof InventoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const question = () => body.findByRole('alertdialog', { name: 'Show this key?' });
const closed = () => waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());

export const Playground: Story = {
  render: Revealing,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('XXXXX-XXXXX-7F3KQ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Key' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Show the key' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
    const copy = await canvas.findByRole('button', { name: 'Copy' });
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.writeClipboard).toHaveBeenCalledWith(fullKey);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copied');
  },
};

export const Hidden: Story = {};

/**
 * Show Key asks once, by keyboard: the alert dialog says a shown key can no longer be refunded and takes the
 * focus to Cancel; Escape and Cancel go back to Show Key without revealing; "Show the key" reveals, busy until
 * the key is there, and the focus moves to Copy.
 */
export const ConfirmReveal: Story = {
  render: Revealing,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: 'Show Key' });
    const cancelFocused = async () =>
      waitFor(async () =>
        expect(within(await question()).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
      );
    show.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await question()).toHaveAccessibleDescription(
      'Once it is shown, it can no longer be refunded.',
    );
    await cancelFocused();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'confirming');
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(show).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await cancelFocused();
    await userEvent.keyboard('{Enter}');
    await closed();
    await waitFor(() => expect(show).toHaveFocus());
    await expect(args.onReveal).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await cancelFocused();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onReveal).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus());
    await closed();
  },
};

// The open question stays off the docs page, where an open modal would cover it: it has its own page.

/** The question, as a shopper sees it before a key is shown: open from the start (`defaultOpen`). */
export const Confirming: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await question();
    await expect(dialog).toHaveAccessibleDescription('Once it is shown, it can no longer be refunded.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'confirming');
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

export const ConfirmingDark: Story = { ...Confirming, globals: { theme: 'dark' } };

export const RevealingKey: Story = {
  name: 'Revealing',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show Key' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Revealed: Story = {
  args: { revealedKey: fullKey },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(fullKey)).toBeVisible();
  },
};

export const CopyFailed: Story = {
  args: {
    revealedKey: fullKey,
    writeClipboard: fn(async () => {
      throw new Error('Clipboard blocked');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Copying failed. Select the key and copy it yourself.',
    );
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(fullKey);
  },
};

export const NoImage: Story = {
  args: { image: null, platform: 'gog', name: 'The Witcher 3: Wild Hunt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LongName: Story = {
  args: {
    name: 'The Elder Scrolls V: Skyrim Anniversary Edition + Creation Club Bundle Deluxe Collector Pack',
    platform: 'epic-games',
    revealedKey: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789-ABCDEFGHIJ',
  },
};

export const Mobile: Story = {
  globals: onPhone,
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <InventoryCard {...args} />
      <InventoryCard {...args} revealedKey={fullKey} image={null} />
      <InventoryCard {...args} loading />
    </div>
  ),
  args: { style: { width: 260 } },
  globals: { theme: 'dark' },
};
