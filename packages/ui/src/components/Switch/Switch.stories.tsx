import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Space or Enter toggles it; a click on its label too.'],
        screenReader: ['A switch named by its label with `aria-checked`; `description` is read after it.'],
        do: ['Use for a setting that applies at once (dark mode).'],
        dont: ["Don't use in a form that is submitted: use Checkbox."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Email me when a wishlisted game is on sale', name: 'saleAlerts', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; a click or Space toggles it. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Email me when a wishlisted game is on sale' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    defaultChecked: true,
    description: 'At most one email a day, with every game that dropped in price.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'At most one email a day, with every game that dropped in price.',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Share my wishlist publicly', error: 'Verify your email before sharing.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Share my wishlist publicly' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription('Verify your email before sharing.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} />
      <Switch {...args} {...WithDescription.args} name="digest" />
      <Switch {...args} {...Invalid.args} name="share" />
      <Switch {...args} label="Disabled setting" disabled defaultChecked name="disabled" />
    </div>
  ),
  globals: { theme: 'dark' },
};

/** In RTL the thumb of a switched-on switch sits at the left, the inline end. */
export const RightToLeft: Story = { args: WithDescription.args, globals: { direction: 'rtl' } };
