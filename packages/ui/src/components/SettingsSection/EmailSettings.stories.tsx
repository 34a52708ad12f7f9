import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formStatuses } from '../Form';
import { EmailSettings } from './EmailSettings';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/EmailSettings',
  component: EmailSettings,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab moves through the fields and the submit button; Enter in a field submits the form.'],
        screenReader: [
          'A region named by its heading; the submit button is busy (`aria-busy`) while saving, the success message is announced politely and the error as an alert.',
        ],
        do: ["Pass the server's message as `errorMessage` and drive `status` from the request."],
        dont: ["Don't reset the fields on error: the user's input must survive a failed save."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { onSave: fn(), onValidationError: fn(), status: 'idle' },
  argTypes: { status: { control: 'select', options: formStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New Email' }), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Email' }));
    await expect(args.onSave).toHaveBeenCalledWith({ email: 'ann@example.com', currentPassword: 'secret' });
  },
};

export const MissingCurrentPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New Email' }), 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Email' }));
    await expect(args.onValidationError).toHaveBeenCalledWith('Please enter your current password');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Current Password/)).toHaveFocus();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'New Email' });
    await userEvent.type(email, 'ann@');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Email' }));
    await expect(email).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update Email' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error updating email');
  },
};

/** The server refused the current password: said at that field (marked required), which takes the focus. */
export const WrongCurrentPassword: Story = {
  args: { currentPasswordError: 'Current password is incorrect' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByLabelText(/^Current Password/);
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { ...MissingCurrentPassword, globals: { theme: 'dark' } };
