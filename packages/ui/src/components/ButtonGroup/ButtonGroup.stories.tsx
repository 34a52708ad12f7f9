import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ButtonGroup, buttonGroupAligns } from './ButtonGroup';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/ButtonGroup',
  component: ButtonGroup,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: Tab moves through its buttons in order.'],
        screenReader: ['A plain group with no role of its own; each button keeps its name.'],
        do: [
          'Use for related actions side by side (Checkout / Continue Shopping); it wraps on narrow screens.',
        ],
        dont: ["Don't use for a set of choices (use RadioGroup) or for a toolbar with arrow-key navigation."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    children: (
      <>
        <Button>Checkout</Button>
        <Button asChild variant="secondary">
          <a href="#products">Continue Shopping</a>
        </Button>
      </>
    ),
  },
  argTypes: { align: { control: 'select', options: buttonGroupAligns } },
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  },
};

export const End: Story = { args: { align: 'end' } };

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 200, outline: '1px dashed' }}>{Story()}</div>],
};

export const Dark: Story = { globals: { theme: 'dark' } };
