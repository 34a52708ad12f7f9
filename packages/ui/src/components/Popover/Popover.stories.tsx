import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, popoverAligns, popoverSides } from './Popover';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/Popover',
  component: Popover,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter or Space on the trigger opens it and moves the focus in; Escape closes it and returns the focus.',
        ],
        screenReader: ['A non-modal dialog; the trigger has `aria-expanded` and `aria-controls`.'],
        do: ['Use for extra information or a small form next to its trigger.'],
        dont: ["Don't use for a hint on hover only: use Tooltip; for a task: use Dialog."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    label: 'Activation help',
    trigger: <Button variant="link">Where do I activate this key?</Button>,
    children: (
      <p>
        Open Steam, choose <strong>Games › Activate a product on Steam</strong> and paste the key.{' '}
        <a href="#guide">Read the full guide</a>
      </p>
    ),
  },
  argTypes: {
    side: { control: 'select', options: popoverSides },
    align: { control: 'select', options: popoverAligns },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ minHeight: 240, paddingInline: '2rem' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Closed; the trigger opens a named dialog with the focus inside; Escape closes it and returns the focus. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Where do I activate this key?' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await body.findByRole('dialog', { name: 'Activation help' });
    // Radix starts on the first control that is not a link; Shift+Tab reaches the link before it.
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(within(popover).getByRole('link', { name: 'Read the full guide' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { defaultOpen: true, align: 'start' },
  globals: { direction: 'rtl' },
};
