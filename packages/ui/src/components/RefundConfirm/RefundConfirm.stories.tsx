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
        screenReader: ['The dialog names the amount; the outcome is announced.'],
        do: ["Use on an order's refundable keys."],
        dont: ["Don't refund without the confirmation."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { name: '#1A2B3C4D', amount: 39.98, onConfirm: fn() },
} satisfies Meta<typeof RefundConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: one button named after the order. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refund order #1A2B3C4D' }));
    await expect(canvas.getByRole('group', { name: 'Confirm the refund of order #1A2B3C4D' })).toBeVisible();
  },
};

/** The confirmation step: the amount, Cancel and Confirm refund. */
export const Confirming: Story = {
  args: { defaultConfirming: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveTextContent('Refund €39.98 for the keys');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm refund' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Refund order #1A2B3C4D' })).toBeVisible();
  },
};

/** Cancel goes back without refunding. */
export const Cancelled: Story = {
  args: { defaultConfirming: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Refund order #1A2B3C4D' })).toBeVisible();
  },
};

/**
 * By keyboard the focus never falls to the page: Refund → the question's Cancel; Cancel → Refund; Refund again
 * and Confirm refund → back to Refund once it settles.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Refund order #1A2B3C4D' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refund order #1A2B3C4D' })).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refund order #1A2B3C4D' })).toHaveFocus());
  },
};

export const Dark: Story = { args: { defaultConfirming: true }, globals: { theme: 'dark' } };
