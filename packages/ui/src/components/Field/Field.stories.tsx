import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { control } from './Field.css';
import { Field, fieldLayouts } from './Field';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/Field',
  component: Field,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: the control inside takes the focus.'],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
        ],
        do: [
          "Use to wrap a control of your own so it gets a label, help text and error as the library's fields do.",
        ],
        dont: [
          "Don't use a placeholder as the label: it disappears while typing and is not read by every screen reader.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    label: 'Email',
    children: (wiring) => <input type="email" className={control} {...wiring} />,
  },
  argTypes: {
    layout: { control: 'select', options: fieldLayouts },
    children: { control: false },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  args: { description: 'We send the keys to this address.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the keys to this address.');
  },
};

export const Invalid: Story = {
  args: { description: 'We send the keys to this address.', error: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Enter a valid email address. We send the keys to this address.',
    );
  },
};

export const Inline: Story = {
  args: {
    label: 'Remember me',
    layout: 'inline',
    description: 'Stay signed in on this device.',
    children: (wiring) => <input type="checkbox" {...wiring} />,
  },
};

export const Dark: Story = {
  ...Invalid,
  args: { ...Invalid.args, required: true },
  globals: { theme: 'dark' },
};
