import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Space ticks and unticks it; a click on the label too.'],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
        ],
        do: ['Use for a choice that is submitted with a form, or for a yes/no the user confirms.'],
        dont: [
          "Don't use for a setting that applies at once: use Switch.",
          "Don't use a placeholder as the label: it disappears while typing and is not read by every screen reader.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Keep me signed in', name: 'remember', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Keep me signed in' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: 'Subscribe to the newsletter', description: 'Deals and new releases, at most once a week.' },
};

export const Invalid: Story = {
  args: {
    label: 'I accept the Terms and Conditions',
    required: true,
    error: 'Accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox {...args} defaultChecked />
      <Checkbox {...args} {...Invalid.args} />
      <Checkbox {...args} label="Disabled option" disabled />
    </div>
  ),
  globals: { theme: 'dark' },
};
