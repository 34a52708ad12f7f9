import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
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
