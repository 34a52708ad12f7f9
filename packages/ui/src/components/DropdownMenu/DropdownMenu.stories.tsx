import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuText,
  DropdownMenuTrigger,
} from './DropdownMenu';

interface UserMenuArgs {
  username?: string;
  onSignOut: () => void;
  onThemeChange: (dark: boolean) => void;
}

// The header's user menu, signed in when a username is given, signed out otherwise.
function UserMenu({ username, onSignOut, onThemeChange }: UserMenuArgs) {
  const [dark, setDark] = useState(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">User menu</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {username ? (
          <>
            <DropdownMenuLabel>Welcome, {username}</DropdownMenuLabel>
            <DropdownMenuLinkItem>
              <a href="#/account?tab=account">Account</a>
            </DropdownMenuLinkItem>
            <DropdownMenuLinkItem>
              <a href="#/account?tab=inventory">Inventory</a>
            </DropdownMenuLinkItem>
            <DropdownMenuLinkItem>
              <a href="#/wishlist">Wishlist</a>
            </DropdownMenuLinkItem>
          </>
        ) : (
          <>
            <DropdownMenuLinkItem>
              <a href="#/login">Sign In</a>
            </DropdownMenuLinkItem>
            <DropdownMenuLinkItem>
              <a href="#/register">Register</a>
            </DropdownMenuLinkItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuText>Currency: EUR</DropdownMenuText>
        <DropdownMenuText>Language: English</DropdownMenuText>
        {username && (
          <DropdownMenuLinkItem>
            <a href="#/support">FAQ</a>
          </DropdownMenuLinkItem>
        )}
        <DropdownMenuCheckboxItem
          checked={dark}
          onCheckedChange={(checked) => {
            setDark(checked);
            onThemeChange(checked);
          }}
        >
          Dark theme
        </DropdownMenuCheckboxItem>
        {username && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Core/DropdownMenu',
  component: UserMenu,
  args: { username: 'Ada', onSignOut: fn(), onThemeChange: fn() },
  // Leave room below the trigger so the open menu is inside the story frame.
  decorators: [
    (Story) => <div style={{ minHeight: 420, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'User menu' }));
  return body.findByRole('menu');
};

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.click(body.getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).getByText('Welcome, Ada')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '#/account?tab=account',
    );
    await expect(within(menu).getByText('Currency: EUR')).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { username: undefined },
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Sign Out' })).not.toBeInTheDocument();
  },
};

export const ThemeToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await open(canvasElement);
    const toggle = within(menu).getByRole('menuitemcheckbox', { name: 'Dark theme' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onThemeChange).toHaveBeenCalledWith(true);
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'User menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Inventory' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongName: Story = {
  args: { username: 'Maximilian Alexander von Habsburg-Lothringen the Third' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: SignedIn.play,
};
