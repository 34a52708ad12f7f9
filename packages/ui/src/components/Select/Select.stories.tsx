import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import type { AccessibilityDocs } from '../../docs/accessibility';

const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'new', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["The platform's own select: arrows change the choice, typing jumps to it."],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
        ],
        do: ['Use for one choice among many options in a form.'],
        dont: ["Don't use for fewer than about four options all worth seeing: use RadioGroup."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Sort by', name: 'sortBy', options: sortOptions, onChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'price-asc');
    await expect(select).toHaveValue('price-asc');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: {
    label: 'Platform',
    name: 'platform',
    placeholder: 'Choose a platform',
    required: true,
    options: [
      { value: 'steam', label: 'Steam' },
      { value: 'epic-games', label: 'Epic Games' },
      { value: 'battle-net', label: 'Battle.net' },
      { value: 'gog', label: 'GOG' },
    ],
  },
};

export const Filled: Story = { args: { defaultValue: 'price-desc' } };

export const Invalid: Story = {
  args: { ...Empty.args, error: 'Choose a platform.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Platform' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a platform.');
    // Nothing chosen shows as nothing chosen: the placeholder, not the first platform.
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choose a platform');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** An option that cannot be chosen (e.g. a platform with no keys left) stays listed, disabled. */
export const DisabledOption: Story = {
  args: {
    label: 'Platform',
    name: 'platform',
    placeholder: 'Any platform',
    options: [
      { value: 'steam', label: 'Steam' },
      { value: 'gog', label: 'GOG' },
      { value: 'epic-games', label: 'Epic Games', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Platform' })).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Epic Games' })).toBeDisabled();
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <Select {...args} />
      <Select {...args} {...Invalid.args} options={Empty.args!.options!} />
      <Select {...args} label="Disabled sort" disabled />
    </div>
  ),
  globals: { theme: 'dark' },
};
