import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardFields } from './CardFields';
import type { AccessibilityDocs } from '../../docs/accessibility';

// The expiry is checked against a pinned day, so "12/26" is never expired in these stories and "10/26" always is.
const today = new Date(2026, 10, 26);

const meta = {
  title: 'Forms/CardFields',
  component: CardFields,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Tab moves through number, expiry and CVC; the browser can fill a saved card (autocomplete tokens).',
        ],
        screenReader: [
          'Each field has its label; its error (missing, incomplete, mistyped) is read with it and marks it invalid.',
        ],
        do: ['Use for the card step of checkout; validate again on the server.'],
        dont: ["Don't split the card number into several inputs or block pasting."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { today, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing groups the number, adds the expiry's slash and keeps the CVC to its digits. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await userEvent.type(expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    const cvc = canvas.getByRole('textbox', { name: 'Security code (CVC)' });
    await userEvent.type(cvc, '12a34');
    await expect(cvc).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      {},
    );
  },
};

/** A complete, valid card: no message. */
export const Filled: Story = {
  args: { defaultValue: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeValid();
  },
};

/** After a submit with nothing typed: every field says what it needs. */
export const Required: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Enter your card number.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAccessibleDescription(
      'Enter the expiry date.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAccessibleDescription(
      'Enter the security code from the back of your card.',
    );
  },
};

/** A mistyped number (its Luhn check digit is wrong), shown once the shopper leaves the field. */
export const InvalidNumber: Story = {
  args: { defaultValue: { number: '4242 4242 4242 4241', expiry: '', cvc: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toBeValid();
    await userEvent.click(number);
    await userEvent.tab();
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('Your card number is invalid: check the digits.');
  },
};

/** Too few digits, a month 13 and a short CVC. */
export const Incomplete: Story = {
  args: { defaultValue: { number: '4242 4242 42', expiry: '13/30', cvc: '12' }, showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAccessibleDescription(
      'Enter the expiry date as MM/YY, with a month from 01 to 12.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAccessibleDescription(
      'Your security code is incomplete.',
    );
  },
};

/** An expiry month that is over. */
export const Expired: Story = {
  args: { defaultValue: { number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, showErrors: true },
  play: async ({ canvasElement }) => {
    const expiry = within(canvasElement).getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await expect(expiry).toBeInvalid();
    await expect(expiry).toHaveAccessibleDescription('Your card has expired.');
  },
};

/** American Express: 4-6-5 grouping and a four-digit CVC. */
export const AmericanExpress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    const cvc = canvas.getByRole('textbox', { name: 'Security code (CVC)' });
    await userEvent.type(cvc, '12345');
    await expect(cvc).toHaveValue('1234');
  },
};

/** While the payment is sent: the whole group is disabled. */
export const Disabled: Story = {
  args: { defaultValue: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Card details' })).toHaveAttribute('disabled');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
  },
};

export const DarkIncomplete: Story = { ...Incomplete, globals: { theme: 'dark' } };

export const DarkFilled: Story = {
  args: { defaultValue: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } },
  globals: { theme: 'dark' },
};
