import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Forms/DateTimeField',
  component: DateTimeField,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ["The browser's own date-time picker: Tab between its parts, arrows change them."],
        screenReader: [
          'The label names the control; `description` and `error` are read after it (`aria-describedby`), and an `error` marks it `aria-invalid`.',
          'What is wrong (missing, incomplete, out of range) is said in words once the user leaves the field.',
        ],
        do: ["Use for a local date and time the user enters (a sale's start)."],
        dont: ["Don't build your own date picker for this: the native one is accessible on every platform."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { label: 'Sale starts', name: 'startsAt', onValueChange: fn() },
  argTypes: { labels: { control: false } },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

// The label of a required field ends in its (hidden) marker, so the name is matched at the start.
const field = (canvasElement: HTMLElement, name = 'Sale starts') =>
  within(canvasElement).getByLabelText(new RegExp(`^${name}`), { selector: 'input' }) as HTMLInputElement;

/** Sets the value as the picker does, then leaves the field. */
const choose = (input: HTMLInputElement, value: string) => {
  input.focus();
  fireEvent.change(input, { target: { value } });
  input.blur();
};

/** Empty; a chosen date and time is reported in the `YYYY-MM-DDTHH:mm` form. */
export const Playground: Story = {
  args: { description: 'In the shop’s time zone (Europe/Berlin).' },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveAccessibleDescription('In the shop’s time zone (Europe/Berlin).');
    choose(input, '2026-12-01T09:00');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-12-01T09:00');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The picker shows the value in the browser's format; the field repeats it underneath in its locale (`en-IE` by
 * default, the library's one default for dates, sizes and prices), as its messages are.
 */
export const WithValue: Story = {
  args: { defaultValue: '2026-12-01T09:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 Dec 2026, 09:00')).toBeVisible();
    choose(field(canvasElement, 'Sale starts'), '2026-12-24T18:30');
    await waitFor(() => expect(within(canvasElement).getByText('24 Dec 2026, 18:30')).toBeVisible());
  },
};

/** Between `min` and `max`: a value outside says which bound it broke, in words. */
export const WithRange: Story = {
  args: {
    label: 'Sale ends',
    name: 'endsAt',
    min: '2026-12-01T09:00',
    max: '2026-12-31T23:59',
    description: 'Within December.',
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Sale ends');
    choose(input, '2027-01-05T10:00');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(/Choose 31 Dec 2026, 23:59 or earlier\./);
    choose(input, '2026-12-24T18:00');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

/** A saved value out of range is flagged at once. */
export const OutOfRange: Story = {
  args: { ...WithRange.args, defaultValue: '2026-11-30T12:00' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(field(canvasElement, 'Sale ends')).toHaveAccessibleDescription(
        'Choose 1 Dec 2026, 09:00 or later. Within December.',
      ),
    );
  },
};

/** Required: leaving it empty says what is missing. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toBeRequired();
    input.focus();
    input.blur();
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter a date and time.'));
  },
};

/** The app's own message (here from the server) takes the field's place. */
export const Invalid: Story = {
  args: {
    label: 'Sale ends',
    defaultValue: '2026-12-01T08:00',
    error: 'The sale must end after it starts (1 Dec 2026, 09:00).',
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'Sale ends');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The sale must end after it starts (1 Dec 2026, 09:00).');
  },
};

/** A `step` under a minute (here 1 s): the picker shows seconds, and the field is wide enough for them. */
export const WithSeconds: Story = { args: { step: 1, defaultValue: '2026-12-01T09:00:30' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '2026-12-01T09:00' } };

function ControlledField(props: DateTimeFieldProps) {
  const [value, setValue] = useState('2026-12-01T09:00');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DateTimeField
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output>Starts: {value || 'not set'}</output>
    </div>
  );
}

/** Controlled: the app holds the value (`value` + `onValueChange`). */
export const Controlled: Story = {
  render: ControlledField,
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    choose(input, '2026-12-02T10:30');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Starts: 2026-12-02T10:30'),
    );
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateTimeField {...args} {...WithValue.args} />
      <DateTimeField {...args} {...OutOfRange.args} />
      <DateTimeField {...args} {...Invalid.args} name="invalid" />
      <DateTimeField {...args} {...Disabled.args} label="Sale created" name="created" />
    </div>
  ),
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = { args: WithRange.args, globals: { direction: 'rtl' } };

export const Phone: Story = { args: OutOfRange.args, globals: { viewport: { value: 'phone' } } };
