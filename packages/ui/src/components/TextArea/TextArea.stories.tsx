import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['A native textarea: Enter starts a new line; Tab leaves.'],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
        ],
        do: ['Use for free text over one line (a message to support).'],
        dont: [
          "Don't use a placeholder as the label: it disappears while typing and is not read by every screen reader.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Your message', name: 'message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(area, 'My key does not work.');
    await expect(area).toHaveValue('My key does not work.');
  },
};

export const Empty: Story = { args: { required: true, placeholder: 'How can we help?' } };

export const Filled: Story = {
  args: { defaultValue: 'My Steam key shows as already redeemed.\nOrder #1042.' },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please write a message.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Please write a message.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent.' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Your ticket is closed.' } };

export const Dark: Story = {
  args: { required: true, description: 'We answer within 24 hours.', error: 'Please write a message.' },
  globals: { theme: 'dark' },
};
