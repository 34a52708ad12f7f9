import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';
import type { AccessibilityDocs } from '../../docs/accessibility';
import { arrowKeys, expectFollows, pageDirection } from '../../utils/story.fixtures';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab enters the group on the chosen option; arrow keys move and choose; Tab leaves.'],
        screenReader: [
          'A radiogroup named by its label, each option a radio with `aria-checked`; the error is read with the group.',
        ],
        do: ['Use for one choice among a few options all worth seeing.'],
        dont: ["Don't use for more than about seven options (use Select) or for on/off (use Switch)."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    label: 'Key delivery',
    name: 'delivery',
    defaultValue: 'account',
    options: [
      { value: 'account', label: 'In my account' },
      { value: 'email', label: 'By email' },
      { value: 'both', label: 'Both' },
    ],
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'select', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys move and check; Space checks the focused option. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Key delivery' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'In my account' })).toBeChecked();
    await userEvent.click(canvas.getByText('By email'));
    await expect(canvas.getByRole('radio', { name: 'By email' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Payment',
    description: 'You pay once the order is placed.',
    defaultValue: 'card',
    options: [
      { value: 'card', label: 'Card', description: 'Visa, Mastercard or American Express.' },
      { value: 'paypal', label: 'PayPal', description: 'You finish the payment on PayPal.' },
      { value: 'balance', label: 'Gift card balance', description: 'Your balance: €0.00.', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('radio', { name: 'Card' });
    await expect(card).toHaveAccessibleDescription('Visa, Mastercard or American Express.');
    await expect(within(canvasElement).getByRole('radio', { name: 'Gift card balance' })).toBeDisabled();
  },
};

/** In a row the options follow the page's direction, and the arrow pointing along it checks the next one. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await waitFor(() => expect(getComputedStyle(group).direction).toBe(pageDirection()));
    const [account, email] = [
      canvas.getByRole('radio', { name: 'In my account' }),
      canvas.getByRole('radio', { name: 'By email' }),
    ];
    await expectFollows(account, email);
    account.focus();
    // Held as a person holds it: Radix checks the option focused while an arrow key is down.
    const next = arrowKeys().next;
    await userEvent.keyboard(next.replace('}', '>}'));
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(email).toBeChecked());
    await userEvent.keyboard(next.replace('{', '{/'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('email');
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, required: true, error: 'Choose how you want your keys.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Key delivery' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how you want your keys.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} />
      <RadioGroup {...args} {...WithDescriptions.args} name="payment" />
      <RadioGroup {...args} {...Invalid.args} name="delivery-invalid" />
    </div>
  ),
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = { args: WithDescriptions.args, globals: { direction: 'rtl' } };
