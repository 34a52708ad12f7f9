import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, quantityStepperSizes, type QuantityStepperProps } from './QuantityStepper';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Holds the quantity so the stepper can be used in the story; the callbacks are spied on.
function Stateful(args: QuantityStepperProps) {
  const [value, setValue] = useState(args.value);
  return (
    <QuantityStepper
      {...args}
      value={value}
      onDecrement={() => {
        args.onDecrement?.();
        setValue((v) => v - 1);
      }}
      onIncrement={() => {
        args.onIncrement?.();
        setValue((v) => v + 1);
      }}
    />
  );
}

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Tab reaches minus and plus; Enter or Space changes the quantity; minus is disabled at `min`.',
        ],
        screenReader: [
          'The buttons name the product ("Decrease quantity of Elden Ring"); the quantity is read between them; at a limit the focus moves to the other button.',
        ],
        do: ["Use for the cart's quantities."],
        dont: ['Don\'t use for a number the user types (use TextField with `type="number"`).'],
      } satisfies AccessibilityDocs,
    },
  },
  render: Stateful,
  args: { value: 2, itemName: 'Elden Ring', onDecrement: fn(), onIncrement: fn() },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Elden Ring' }));
    await expect(args.onIncrement).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('group', { name: 'Quantity of Elden Ring' })).toHaveTextContent('3');
  },
};

/** Minus is disabled at 1; pressing it down to 1 hands the focus to plus. */
export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Elden Ring' })).toBeDisabled();
  },
};

export const KeyboardDownToOne: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: 'Decrease quantity of Elden Ring' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecrement).toHaveBeenCalledOnce();
    await expect(minus).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Elden Ring' })).toHaveFocus();
  },
};

export const WithMaximum: Story = { args: { value: 5, max: 5 } };

export const Medium: Story = { args: { size: 'md' } };

export const Dark: Story = { args: { value: 1 }, globals: { theme: 'dark' } };
