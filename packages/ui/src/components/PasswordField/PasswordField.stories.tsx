import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab goes from the input to Show password; Enter or Space toggles it.'],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
          'The toggle keeps one name and says its state with `aria-pressed`.',
        ],
        do: ['Use for every password input, with `autoComplete` (`current-password`, `new-password`).'],
        dont: ["Don't block pasting into it."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.type(input, 'hunter2');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveFocus();
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Empty: Story = { args: { required: true } };

export const Visible: Story = {
  args: { defaultValue: 'correct horse battery staple', defaultVisible: true },
};

export const Invalid: Story = {
  args: {
    label: 'Confirm password',
    required: true,
    autoComplete: 'new-password',
    defaultValue: 'hunter3',
    error: 'Passwords do not match',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <PasswordField {...args} required defaultValue="hunter2" />
      <PasswordField {...args} {...Invalid.args} />
    </div>
  ),
  globals: { theme: 'dark' },
};
