import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formStatuses } from '../Form';
import { DeleteAccount } from './DeleteAccount';
import type { AccessibilityDocs } from '../../docs/accessibility';

const question = 'Are you sure you want to delete your account? This action cannot be undone.';

const meta = {
  title: 'Account/DeleteAccount',
  component: DeleteAccount,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Delete Account opens an alert dialog whose focus starts on Cancel; Escape or Cancel returns the focus.',
        ],
        screenReader: [
          'A region named by its heading; the submit button is busy (`aria-busy`) while saving, the success message is announced politely and the error as an alert.',
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

export const Playground: Story = {};

export const Confirming: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    const dialog = canvas.getByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const CancelledWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Delete Account' });
    await userEvent.click(remove);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
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
