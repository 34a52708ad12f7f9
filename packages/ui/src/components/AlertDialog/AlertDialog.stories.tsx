import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, alertDialogVariantNames } from './AlertDialog';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/AlertDialog',
  component: AlertDialog,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Focus moves to Cancel, the safe choice, when it opens; Tab stays inside.',
          'Escape or Cancel closes it and the focus returns to the trigger.',
        ],
        screenReader: [
          '`role="alertdialog"`, named by its title and described by its message; the page behind is hidden from screen readers.',
        ],
        do: [
          "Use to confirm a destructive or irreversible action (remove, refund, reveal a key, delete account): the library's one confirmation pattern.",
          'Name the action in the confirm button ("Remove", "Confirm refund").',
        ],
        dont: [
          "Don't confirm actions that are easy to undo: act and offer an undo.",
          "Don't build an inline confirm/cancel group instead.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Delete your account?',
    description: 'Your orders and revealed keys are deleted for good. This cannot be undone.',
    variant: 'danger',
    trigger: <Button variant="danger">Delete account</Button>,
    labels: { confirm: 'Delete account' },
    onConfirm: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: alertDialogVariantNames },
    trigger: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Closed: the trigger asks; the focus starts on Cancel; Escape cancels and returns the focus. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your orders and revealed keys are deleted for good. This cannot be undone.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

// The open states leave the trigger out (behind a modal the page is hidden from assistive technology) and stay
// off the docs page, where an open modal would cover it: each has its own page.
const open = { trigger: undefined, defaultOpen: true };

/** Open, for something that cannot be undone: the confirm button is red. */
export const Danger: Story = { tags: ['!autodocs'], args: open };

/** Open, for an ordinary confirmation. */
export const Default: Story = {
  tags: ['!autodocs'],
  args: {
    ...open,
    variant: 'default',
    title: 'Leave checkout?',
    description: 'Your cart is kept; the payment you started is cancelled.',
    labels: { confirm: 'Leave', cancel: 'Stay' },
  },
};

/** Confirming: the action runs; the confirm button is busy and keeps the focus; the dialog stays open. */
export const Busy: Story = {
  tags: ['!autodocs'],
  args: { ...open, onConfirm: fn(() => new Promise(() => {})) },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** A click on the overlay does nothing: the dialog stays open and the focus stays on its control. */
export const OverlayClickKeepsFocus: Story = {
  tags: ['!autodocs'],
  args: open,
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const overlay = dialog.previousElementSibling as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 4, clientY: 4 } });
    await expect(dialog).toBeInTheDocument();
    await expect(cancel).toHaveFocus();
  },
};

export const Dark: Story = { tags: ['!autodocs'], args: open, globals: { theme: 'dark' } };

export const RightToLeft: Story = { tags: ['!autodocs'], args: open, globals: { direction: 'rtl' } };

export const Phone: Story = { tags: ['!autodocs'], args: open, globals: { viewport: { value: 'phone' } } };
