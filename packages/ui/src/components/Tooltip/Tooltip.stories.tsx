import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip, tooltipSides } from './Tooltip';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Tooltip',
  component: Tooltip,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Shown when its trigger gets the focus, hidden on Escape or blur.'],
        screenReader: ['The text describes the trigger (`aria-describedby`).'],
        do: ['Use for a short hint about an icon button.'],
        dont: ["Don't put links or buttons in a tooltip: use Popover."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    content: 'Activate within 30 days of purchase',
    children: (
      <IconButton label="Activation period">
        <Info aria-hidden size={18} />
      </IconButton>
    ),
  },
  argTypes: { side: { control: 'select', options: tooltipSides }, children: { control: false } },
  decorators: [(Story) => <div style={{ padding: '4rem 8rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Hidden; keyboard focus shows it as the control's description; Escape hides it, the focus stays. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Activation period' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Activate within 30 days of purchase');
    await expect(trigger).toHaveAccessibleDescription('Activate within 30 days of purchase');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Shown. */
export const Open: Story = { args: { defaultOpen: true } };

/** Below its control, with a longer hint that wraps. */
export const BottomLongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content: 'The key works in every region except Russia, Belarus and China.',
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { defaultOpen: true, side: 'right' },
  globals: { direction: 'rtl' },
};
