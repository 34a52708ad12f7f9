import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentStatus, paymentStatusStates } from './PaymentStatus';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Commerce/PaymentStatus',
  component: PaymentStatus,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Tab reaches the way on of each state (pay, approve, try again, start again).',
          'A button that starts an action keeps the focus while it runs (a spinner, aria-busy).',
        ],
        screenReader: [
          'Title and message are one polite live region, so each change of state is announced; the spinner is hidden.',
        ],
        do: ["Use on the payment step, driven by the payment's status from the server."],
        dont: ['Don\'t show "paid" before the server confirms it.'],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    state: 'waiting',
    onRetry: fn(),
    onCancel: fn(),
    onRestart: fn(),
    onPay: fn(),
    onApprove: fn(),
    onDecline: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: paymentStatusStates } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider, before its confirmation: announced politely, no action to take. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for payment…');
    await expect(canvas.getByRole('region', { name: 'Waiting for payment…' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The shopper left the provider's page without paying: one message, no spinner, and the way to pay or cancel. */
export const Unpaid: Story = {
  args: { state: 'unpaid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not paid yet');
    await expect(canvas.queryByRole('status', { name: 'Loading' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The provider's extra step (3-D Secure-like): approve or decline it. */
export const Confirming: Story = {
  args: { state: 'confirming' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Fail' })).toBeNull();
  },
};

/** Paid: what follows (the keys) comes in as children. */
export const Paid: Story = {
  args: { state: 'paid', children: <p>Your keys are below and in your Inventory.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment received');
    await expect(canvas.getByText('Your keys are below and in your Inventory.')).toBeVisible();
  },
};

/** Declined with the provider's reason: try again with another card, or cancel the order. */
export const Declined: Story = {
  args: { state: 'declined', reason: 'Your card has insufficient funds.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your card has insufficient funds.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Declined without a reason; while an action runs the buttons stay focusable but refuse clicks. */
export const DeclinedBusy: Story = {
  args: { state: 'declined', loading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your payment was declined.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await expect(retry).not.toHaveAttribute('disabled');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The reservation ran out before the payment: start again. */
export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reservation expired' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkUnpaid: Story = { args: { state: 'unpaid' }, globals: { theme: 'dark' } };
export const DarkConfirming: Story = { args: { state: 'confirming' }, globals: { theme: 'dark' } };
export const DarkPaid: Story = { ...Paid, play: undefined, globals: { theme: 'dark' } };
export const DarkDeclined: Story = { ...Declined, play: undefined, globals: { theme: 'dark' } };
export const DarkExpired: Story = { args: { state: 'expired' }, globals: { theme: 'dark' } };
