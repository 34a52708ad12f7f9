import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formStatuses } from '../Form';
import { PasswordSettings } from './PasswordSettings';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/PasswordSettings',
  component: PasswordSettings,
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
} satisfies Meta<typeof PasswordSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

// Label texts end with the visual required mark; the show-password toggles' names start with "Show".
const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${name}`));

const fill = async (canvasElement: HTMLElement, next: string, confirm: string) => {
  await userEvent.type(field(canvasElement, 'Current Password'), 'old-secret');
  await userEvent.type(field(canvasElement, 'New Password'), next);
  await userEvent.type(field(canvasElement, 'Confirm Password'), confirm);
};

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, 'new-secret', 'new-secret');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Password' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement, 'new-secret', 'new-secert');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValidationError).toHaveBeenCalledWith('Passwords do not match');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(field(canvasElement, 'Confirm Password')).toHaveFocus();
  },
};

export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Password' }));
    await expect(field(canvasElement, 'Current Password')).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update Password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error updating password');
  },
};

/** The server refused the current password: said at that field, which takes the focus (not only in a toast). */
export const WrongCurrentPassword: Story = {
  args: { currentPasswordError: 'Current password is incorrect' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByLabelText(/^Current Password/);
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { ...Mismatch, globals: { theme: 'dark' } };
export const DarkWrongCurrentPassword: Story = { ...WrongCurrentPassword, globals: { theme: 'dark' } };
