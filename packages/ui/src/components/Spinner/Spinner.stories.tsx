import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it takes no focus.'],
        screenReader: ['`role="status"` named by `label` ("Loading").'],
        do: ['Use for a wait with no known length inside a region.'],
        dont: ["Don't use inside a button: use its `loading`."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Loading' },
  argTypes: { size: { control: 'select', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner {...args} key={size} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const spinners = within(canvasElement).getAllByRole('status');
    await expect(spinners.map((spinner) => spinner.dataset.size)).toEqual([...spinnerSizes]);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading your keys' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your keys' })).toBeVisible();
  },
};

/** Inside a control that already announces its busy state, the spinner is hidden from assistive tech. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spinner {...args} label={null} size="sm" /> Checking stock…
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
