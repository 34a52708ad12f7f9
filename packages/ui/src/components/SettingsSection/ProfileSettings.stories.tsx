import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formStatuses, type FormStatusValue } from '../Form';
import { ProfileSettings } from './ProfileSettings';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/ProfileSettings',
  component: ProfileSettings,
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
  args: { username: 'ann', onSave: fn(), status: 'idle' },
  argTypes: { status: { control: 'select', options: formStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'annie');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith('annie');
  },
};

export const EditAndCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '-draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('ann');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByText('Please enter a username')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing, with the save under way: the app sets status to submitting once onSave is called. */
export const Submitting: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<FormStatusValue>('idle');
    return (
      <ProfileSettings
        {...args}
        status={status}
        onSave={(name) => {
          args.onSave?.(name);
          setStatus('submitting');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard('{End}2{Enter}');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error updating profile');
  },
};

export const LongUsername: Story = {
  args: { username: 'the-very-long-username-of-a-collector-of-keys-since-2004' },
};

export const Dark: Story = { ...EditAndCancel, globals: { theme: 'dark' } };
