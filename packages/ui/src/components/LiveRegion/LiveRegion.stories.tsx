import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { LiveRegion } from './LiveRegion';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/LiveRegion',
  component: LiveRegion,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it is invisible and takes no focus.'],
        screenReader: [
          'A polite status region: each new `message` is read once, after what the reader is saying.',
        ],
        do: ['Render it once and keep it mounted; change its text to announce (live stock changes).'],
        dont: [
          "Don't mount it with the message already in it (not announced) or announce what is already on screen.",
        ],
      } satisfies AccessibilityDocs,
    },
  },
  args: { message: 'Hollow Knight: only 12 left' },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hollow Knight: only 12 left');
  },
};

/** The region is invisible; the button changes its text as a stock update would. */
export const Announcing: Story = {
  render: function Render() {
    const [left, setLeft] = useState(12);
    return (
      <>
        <Button onClick={() => setLeft((n) => Math.max(0, n - 1))}>Sell one</Button>
        <LiveRegion message={`Hollow Knight: only ${left} left`} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sell one' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('only 11 left');
  },
};
