import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleUserMenuHrefs } from '../../utils/routes.fixtures';
import { hashRenderLink, headerMenuDecorator } from '../../utils/story.fixtures';
import { UserMenu, type UserMenuProps } from './UserMenu';
import type { AccessibilityDocs } from '../../docs/accessibility';

// Keeps the theme choice so the switch can be flipped in the story.
function Stateful(args: UserMenuProps) {
  const [dark, setDark] = useState(args.dark);
  return (
    <UserMenu
      {...args}
      dark={dark}
      onThemeChange={(next) => {
        args.onThemeChange?.(next);
        setDark(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  parameters: {
    docs: {
      accessibility: {
        keyboard: [
          'Enter, Space or Down opens the menu; Up and Down move; Enter chooses; Escape closes and returns the focus.',
        ],
        screenReader: ['A menu button named "User menu"; the dark-mode switch is a `menuitemcheckbox`.'],
        do: ["Use in the header for the account's links and settings."],
        dont: ["Don't put forms in the menu."],
      } satisfies AccessibilityDocs,
    },
  },
  render: Stateful,
  args: {
    username: 'Ada',
    dark: false,
    onThemeChange: fn(),
    onSignOut: fn(),
    renderLink: hashRenderLink,
    hrefs: sampleUserMenuHrefs,
  },
  argTypes: { renderLink: { control: false } },
  decorators: [headerMenuDecorator(480)],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens with Enter from the focused trigger, as a keyboard user would. */
const openByKeyboard = async (canvasElement: HTMLElement) => {
  within(canvasElement).getByRole('button', { name: 'User menu' }).focus();
  await userEvent.keyboard('{Enter}');
  return within(await body.findByRole('menu', { name: 'User menu' }));
};

export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    await expect(menu.getByText('Welcome, Ada')).toBeVisible();
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveFocus());
    await expect(menu.getByRole('menuitem', { name: 'Inventory' })).toHaveAttribute(
      'href',
      '#/account?tab=inventory',
    );
    await expect(menu.getByRole('menuitem', { name: 'FAQ' })).toHaveAttribute('href', '#/support');
    await expect(menu.getByText('Currency: EUR')).not.toHaveAttribute('role');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedOut: Story = {
  args: { username: null },
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Sign In' })).toHaveAttribute('href', '#/login');
    await expect(menu.getByRole('menuitem', { name: 'Register' })).toHaveAttribute('href', '#/register');
    await expect(menu.getByText('Language: English')).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Sign Out' })).not.toBeInTheDocument();
  },
};

export const ThemeToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    const toggle = menu.getByRole('menuitemcheckbox', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongUsername: Story = {
  args: { username: 'Maximilian Alexander von Habsburg-Lothringen the Third' },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
  },
};

/**
 * The longest username allowed (32 characters, no space to break at), on a 360 px phone: it breaks inside the
 * menu, and the menu stays on the screen.
 */
export const LongestUsernamePhone: Story = {
  args: { username: 'MaximilianAlexanderHabsburgLoth3' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    const menu = await body.findByRole('menu', { name: 'User menu' });
    const welcome = within(menu).getByText('Welcome, MaximilianAlexanderHabsburgLoth3');
    await expect(welcome.scrollWidth).toBeLessThanOrEqual(welcome.clientWidth);
    const box = menu.getBoundingClientRect();
    const view = menu.ownerDocument.documentElement;
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.clientWidth);
    await expect(welcome.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};

export const Dark: Story = {
  args: { dark: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const menu = await openByKeyboard(canvasElement);
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const DarkSignedOut: Story = {
  ...SignedOut,
  args: { username: null, dark: true },
  globals: { theme: 'dark' },
};
