import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RefundConfirm } from './RefundConfirm';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/RefundConfirm',
  component: RefundConfirm,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Refund opens an alert dialog whose focus starts on Cancel; Escape or Cancel returns the focus to Refund.',
        ],
        screenReader: [
          'Refund is named after the order; the alert dialog is named by its title and described by the question with the amount.',
        ],
        do: ["Use on an order's refundable keys."],
        dont: ["Don't refund without the confirmation."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { name: '#1A2B3C4D', amount: 39.98, onConfirm: fn() },
} satisfies Meta<typeof RefundConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const question = () => body.findByRole('alertdialog', { name: 'Refund order #1A2B3C4D?' });

/** The first step: one button named after the order, which opens the confirmation. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refund order #1A2B3C4D' }));
    await expect(await question()).toHaveAccessibleDescription(/^Refund €39\.98 for the keys/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

// The open states stay off the docs page, where an open modal would cover it: each has its own page.

/** The confirmation: the amount, Cancel and Confirm refund; confirming sends and closes. */
export const Confirming: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await question();
    await expect(dialog).toHaveTextContent('Refund €39.98 for the keys');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm refund' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel closes without refunding. */
export const Cancelled: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Refund order #1A2B3C4D' })).toBeVisible();
  },
};

/**
 * By keyboard the focus never falls to the page: Refund → the question's Cancel; Cancel → Refund; Refund again
 * and Confirm refund → back to Refund once it settles.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const refund = within(canvasElement).getByRole('button', { name: 'Refund order #1A2B3C4D' });
    refund.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () =>
      expect(within(await question()).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(refund).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () =>
      expect(within(await question()).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(refund).toHaveFocus());
  },
};

export const Dark: Story = { tags: ['!autodocs'], args: { defaultOpen: true }, globals: { theme: 'dark' } };
