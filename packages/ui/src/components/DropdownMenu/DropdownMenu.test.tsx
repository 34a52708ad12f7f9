import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './DropdownMenu.stories';

const { SignedIn } = composeStories(stories);

// The stories' user menu, with other page content around it for the outside-click cases.
function UserMenu({ onSignOut = fn() }: { onSignOut?: ReturnType<typeof fn> }) {
  return (
    <>
      <p>Blank page area</p>
      <button type="button">Cart</button>
      <SignedIn onSignOut={onSignOut} />
    </>
  );
}

const trigger = () => page.getByRole('button', { name: 'User menu' });
const item = (name: string) => page.getByRole('menuitem', { name });
const themeSwitch = () => page.getByRole('menuitemcheckbox', { name: 'Dark theme' });

describe('DropdownMenu', () => {
  it('follows the APG menu button keyboard model: Enter opens, arrows/Home/End move, Escape returns focus', async () => {
    await render(<UserMenu />);
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    (trigger().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('Account')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Inventory')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Wishlist')).toHaveFocus();
    // The fixed "Currency: EUR" and "Language: English" rows are skipped: information, not actions.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('FAQ')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(themeSwitch()).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Sign Out')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Account')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Account')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes on a click outside and returns focus to the trigger', async () => {
    await render(<UserMenu />);
    await trigger().click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await page.getByText('Blank page area').click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('lets an outside click reach another control, which keeps the focus', async () => {
    const onCart = vi.fn();
    await render(<UserMenu />);
    page.getByRole('button', { name: 'Cart' }).element().addEventListener('click', onCart);
    await trigger().click();
    await page.getByRole('button', { name: 'Cart' }).click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    expect(onCart).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('button', { name: 'Cart' })).toHaveFocus();
  });

  it('runs an item action on Enter and closes', async () => {
    const onSignOut = fn();
    await render(<UserMenu onSignOut={onSignOut} />);
    await trigger().click();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('renders link items as real links and the theme toggle as a checkbox item that stays open', async () => {
    await render(<UserMenu />);
    await trigger().click();
    await expect.element(item('Account')).toHaveAttribute('href', '#/account?tab=account');
    expect(item('Account').element().tagName).toBe('A');
    await expect.element(themeSwitch()).toHaveAttribute('aria-checked', 'false');
    await themeSwitch().click();
    await expect.element(themeSwitch()).toHaveAttribute('aria-checked', 'true');
    await expect.element(themeSwitch()).toHaveAttribute('data-state', 'checked');
    (themeSwitch().element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(themeSwitch()).toHaveAttribute('aria-checked', 'false');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(page.getByText('Currency: EUR')).toBeVisible();
  });

  it('portals its content to document.body', async () => {
    const { container } = await render(<UserMenu />);
    await trigger().click();
    const menu = page.getByRole('menu').element();
    expect(container.contains(menu)).toBe(false);
    expect(document.body.contains(menu)).toBe(true);
  });
});
