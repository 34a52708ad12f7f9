import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuText,
  DropdownMenuTrigger,
  type DropdownMenuProps,
} from './DropdownMenu';
import { documentMenuActions } from './DropdownMenu.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';
import { pageDirection } from '../../utils/story.fixtures';

/** What the story's menu shows: its heading row, and whether Archive is disabled. */
interface DocumentMenu {
  title?: string;
  archiveDisabled?: boolean;
}

const { rename, duplicate, remove, pin } = documentMenuActions;

// Every part of the primitive in one generic menu: a heading row, actions, a link item, a disabled item,
// an information row, a switch, separators and a group. (The store's menu is UserMenu, with its own stories.)
// The menu's contents are the story's; its args are the DropdownMenu's own props.
const documentMenu = ({ title = 'Quarterly report', archiveDisabled = true }: DocumentMenu = {}) =>
  function Render(args: DropdownMenuProps) {
    const [pinned, setPinned] = useState(false);
    return (
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary">Options</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{title}</DropdownMenuLabel>
          <DropdownMenuGroup aria-label="Edit">
            <DropdownMenuItem onSelect={() => rename()}>Rename</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => duplicate()}>Duplicate</DropdownMenuItem>
            <DropdownMenuItem disabled={archiveDisabled}>Archive</DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuLinkItem>
            <a href="#/history">Version history</a>
          </DropdownMenuLinkItem>
          <DropdownMenuSeparator />
          <DropdownMenuText>Edited 2 days ago</DropdownMenuText>
          <DropdownMenuCheckboxItem
            checked={pinned}
            onCheckedChange={(checked) => {
              setPinned(checked);
              pin(checked);
            }}
          >
            Pinned
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => remove()}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  };

const meta = {
  title: 'Core/DropdownMenu',
  component: DropdownMenu,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter, Space or Down on the trigger opens the menu on its first item; Up and Down move, Enter chooses, Escape closes and returns the focus.',
          'Typing a letter moves to the next item starting with it.',
        ],
        screenReader: [
          'The trigger has `aria-haspopup="menu"` and `aria-expanded`; items are `menuitem`, checkbox items `menuitemcheckbox` with `aria-checked`.',
        ],
        do: ['Use for a short list of actions or settings under one button (the user menu).'],
        dont: ["Don't use for site navigation or for a form's choice: use links or Select."],
      } satisfies AccessibilityDocs,
    },
  },
  subcomponents: { DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem, DropdownMenuCheckboxItem },
  render: documentMenu(),
  args: { onOpenChange: fn() },
  // Leave room below the trigger so the open menu is inside the story frame.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Options' }));
  return body.findByRole('menu');
};

/** An action runs on click and the menu closes. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(body.getByRole('menuitem', { name: 'Delete' }));
    await expect(remove).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open: heading row, actions, a disabled action, a link, an information row, a switch and separators. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).getByText('Quarterly report')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Version history' })).toHaveAttribute(
      'href',
      '#/history',
    );
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await expect(within(menu).getByText('Edited 2 days ago')).toBeVisible();
  },
};

/** Every item enabled. */
export const AllEnabled: Story = {
  render: documentMenu({ archiveDisabled: false }),
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The switch (role menuitemcheckbox) toggles and the menu stays open. */
export const Switch: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const toggle = within(menu).getByRole('menuitemcheckbox', { name: 'Pinned' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(pin).toHaveBeenCalledWith(true);
    await expect(menu).toBeVisible();
  },
};

/** APG menu button: Enter opens on the first item, arrows skip disabled and information rows, Escape returns. */
export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Options' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Version history' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A long heading wraps inside the panel. */
/** The menu follows the page's direction: right to left, its rows read from the right. */
export const FollowsDirection: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    const item = within(menu).getByRole('menuitem', { name: 'Rename' });
    await waitFor(() => expect(getComputedStyle(item).direction).toBe(pageDirection()));
  },
};

export const LongTitle: Story = {
  render: documentMenu({
    title: 'Quarterly report for the board meeting of the third quarter, final revision',
  }),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Open.play,
};
