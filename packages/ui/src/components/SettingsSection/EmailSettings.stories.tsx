import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formStatuses } from '../Form';
import { EmailSettings } from './EmailSettings';

const meta = {
  title: 'Account/EmailSettings',
  component: EmailSettings,
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
    await userEvent.type(canvas.getByLabelText('Current Password'), 'secret');
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
    await expect(canvas.getByLabelText('Current Password')).toHaveFocus();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'New Email' });
    await userEvent.type(email, 'ann@');
    await userEvent.type(canvas.getByLabelText('Current Password'), 'secret');
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

export const Dark: Story = { ...MissingCurrentPassword, globals: { theme: 'dark' } };
