import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['A native input: Enter submits the form.'],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
        ],
        do: [
          'Use with the right `type` and `autoComplete` so phones show the right keyboard and browsers fill it.',
        ],
        dont: [
          "Don't use a placeholder as the label: it disappears while typing and is not read by every screen reader.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Your email', type: 'email', name: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your email' });
    await userEvent.type(input, 'ann@example.com');
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { placeholder: 'you@example.com', required: true } };

export const Filled: Story = { args: { defaultValue: 'ann@example.com' } };

export const Invalid: Story = {
  args: { defaultValue: 'ann@', error: 'Enter a valid email address.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Your email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

export const WithDescription: Story = {
  args: { description: 'Your keys are sent to this address.' },
};

export const Disabled: Story = {
  args: { defaultValue: 'ann@example.com', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Your email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Username', type: 'text', defaultValue: 'ann', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ann');
  },
};

export const Search: Story = {
  args: {
    label: 'Search',
    type: 'search',
    placeholder: 'Search for the game',
    name: 'q',
    autoComplete: 'off',
  },
};

export const NumberInput: Story = {
  args: { label: 'Minimum price', type: 'number', min: 0, step: 0.01, name: 'minPrice', autoComplete: 'off' },
};

export const LongText: Story = {
  args: {
    label: 'The e-mail address where you would like to receive your game keys and order receipts',
    description:
      'Make sure you can read it: keys are delivered within minutes, up to 24 hours in exceptional cases.',
    defaultValue: 'a.very.long.address.for.a.gamer@some-subdomain.example.com',
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField {...args} placeholder="you@example.com" required />
      <TextField {...args} label="Invalid email" defaultValue="ann@" error="Enter a valid email address." />
      <TextField {...args} label="Disabled email" defaultValue="ann@example.com" disabled />
      <TextField {...args} label="Username" type="text" defaultValue="ann" readOnly />
    </div>
  ),
  globals: { theme: 'dark' },
};
