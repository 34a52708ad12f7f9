import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConsentGate, type ConsentGateProps } from './ConsentGate';
import type { AccessibilityDocs } from '../../docs/accessibility';

/** Holds `checked` as the app does. */
function Stateful(args: ConsentGateProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <ConsentGate
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/ConsentGate',
  component: ConsentGate,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          "Space ticks the consent; the action's button is in the Tab order but disabled until it is ticked.",
        ],
        screenReader: [
          'The checkbox is named by the consent text; the button says why it is disabled through its description.',
        ],
        do: [
          'Use for an express consent the law requires before an action (the waiver of withdrawal before "Buy now").',
        ],
        dont: ["Don't tick the box for the user, and don't hide the consent text behind a link."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { checked: false, onCheckedChange: fn(), onSubmit: fn() },
  render: Stateful,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ConsentGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked: Buy now waits for the consent; ticking it enables the order. */
export const NotGiven: Story = {
  args: {
    labels: { description: 'Your keys are delivered as soon as you buy.' },
    secondaryAction: (
      <Button variant="secondary" onClick={fn()}>
        Return to Cart
      </Button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: 'Buy now' });
    await expect(buy).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to immediate delivery/ }));
    await expect(buy).toBeEnabled();
    await userEvent.click(buy);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Ticked: the order can be placed. */
export const Given: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy now' })).toBeEnabled();
  },
};

/** Ticked, but held back for another reason (here, a line still waiting for its region decision). */
export const Blocked: Story = {
  args: { checked: true, blocked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

export const Placing: Story = { args: { checked: true, loading: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const GivenDark: Story = { ...Given, globals: { theme: 'dark' } };
