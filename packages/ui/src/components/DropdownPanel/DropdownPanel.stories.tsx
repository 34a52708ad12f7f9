import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { DropdownPanel, DropdownPanelClose } from './DropdownPanel';

const meta = {
  title: 'Core/DropdownPanel',
  component: DropdownPanel,
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
    (Story) => <div style={{ minHeight: 360, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DropdownPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications, 3 items' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
