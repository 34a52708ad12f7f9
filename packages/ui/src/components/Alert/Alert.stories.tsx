import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert, alertVariantNames } from './Alert';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Alert',
  component: Alert,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: links or buttons inside it are in the Tab order.'],
        screenReader: [
          'With `live`, announced when it appears: `role="alert"` for warning and danger, `role="status"` otherwise; without it, read in place. The icon is hidden.',
        ],
        do: ['Use for a message about the page or a section that stays until its cause is gone.'],
        dont: [
          "Don't use for a passing confirmation of an action: use `toast`.",
          "Don't render many at once: screen readers read each.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { children: 'Keys bought today are delivered within five minutes.' },
  argTypes: { variant: { control: 'select', options: alertVariantNames }, action: { control: false } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const messages = {
  info: 'Keys bought today are delivered within five minutes.',
  success: 'Your refund of €39.98 is on its way.',
  warning: 'This key activates only in Europe.',
  danger: 'We could not reach the payment provider. Nothing was charged.',
} as const;

/** One of each: the stripe and the icon carry the colour, the text stays readable. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertVariantNames.map((variant) => (
        <Alert
          {...args}
          key={variant}
          variant={variant}
          title={variant === 'danger' ? 'Payment failed' : undefined}
        >
          {messages[variant]}
        </Alert>
      ))}
    </div>
  ),
};

/** A title, the message and an action under it. */
export const WithAction: Story = {
  args: {
    variant: 'danger',
    title: 'Payment failed',
    children: messages.danger,
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
  },
};

/** Dismissible: the app removes the alert when its button is pressed. */
export const Dismissible: Story = {
  args: { variant: 'success', children: messages.success, onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Live: announced when it appears (`role="alert"` for warning and danger). */
export const Live: Story = {
  args: { variant: 'warning', live: true, children: messages.warning },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.warning);
  },
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

/** In RTL the stripe is on the right, the inline start. */
export const RightToLeft: Story = { ...WithAction, globals: { direction: 'rtl' } };

export const Phone: Story = {
  args: { ...WithAction.args, onDismiss: fn() },
  globals: { viewport: { value: 'phone' } },
};
