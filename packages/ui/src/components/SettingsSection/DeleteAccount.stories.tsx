import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formStatuses } from '../Form';
import { DeleteAccount } from './DeleteAccount';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/DeleteAccount',
  component: DeleteAccount,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Delete Account opens an alert dialog whose focus starts on Cancel; Escape or Cancel returns the focus to Delete Account.',
        ],
        screenReader: [
          'A region named by its heading; the alert dialog is named by its question and described by "This action cannot be undone."; Delete Account is busy (`aria-busy`) while deleting, the success message is announced politely and the error as an alert.',
        ],
        do: ["Use at the end of the account's settings."],
        dont: ["Don't delete without the confirmation."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { onDelete: fn(), status: 'idle' },
  argTypes: { status: { control: 'select', options: formStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeleteAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const question = () =>
  body.findByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
const closed = () => waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());

export const Playground: Story = {};

// The open question stays off the docs page, where an open modal would cover it: it has its own page.

/** The question, open from the start (`defaultOpen`), with the focus on Cancel. */
export const Confirming: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await question();
    await expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Confirm deletes and closes the question. */
export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Confirm' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await closed();
  },
};

/** By keyboard: Escape cancels and the focus returns to Delete Account; so does Cancel. */
export const CancelledWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Delete Account' });
    const cancelFocused = async () =>
      waitFor(async () =>
        expect(within(await question()).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
      );
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await cancelFocused();
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await cancelFocused();
    await userEvent.keyboard('{Enter}');
    await closed();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** While the app deletes (`status="submitting"`), Delete Account is busy and keeps the focus. */
export const Deleting: Story = {
  args: { status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Delete Account' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error deleting account');
  },
};

export const WithDescription: Story = {
  args: { description: 'Your orders and purchased keys will no longer be available to you.' },
};

export const Dark: Story = { ...Confirming, globals: { theme: 'dark' } };
