import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { DropdownPanel, DropdownPanelClose } from './DropdownPanel';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/DropdownPanel',
  component: DropdownPanel,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Opening moves the focus into the panel; Escape, the close button or a click outside closes it and returns the focus.',
        ],
        screenReader: ['A non-modal dialog named by its heading; the trigger has `aria-expanded`.'],
        do: ['Use for a header panel with content and actions (the cart, the wishlist).'],
        dont: ["Don't use for a list of actions only: use DropdownMenu."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Notifications',
    trigger: (
      <IconButton label="Notifications" count={3}>
        <Bell aria-hidden size={20} />
      </IconButton>
    ),
    children: (
      <ul>
        {['Your key for Hades is ready', 'Elden Ring is back in stock', 'Weekend sale starts'].map((text) => (
          <li key={text} style={{ padding: 8 }}>
            {text}
          </li>
        ))}
      </ul>
    ),
    footer: (
      <DropdownPanelClose asChild>
        <Button variant="secondary">Mark all as read</Button>
      </DropdownPanelClose>
    ),
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** A named dialog that takes the focus; Tab goes through its contents; Escape closes it and returns focus. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 3 items' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab}');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled: the app opens the panel itself (here from its own button), as the header does for the cart. */
export const OpenedByTheApp: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show notifications
        </Button>
        <DropdownPanel {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notifications' }));
    await expect(await body.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
