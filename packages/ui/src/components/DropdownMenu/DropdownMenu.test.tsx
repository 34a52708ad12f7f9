import { composeStories } from '@storybook/react-vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { documentMenuActions } from './DropdownMenu.fixtures';
import * as stories from './DropdownMenu.stories';

// The stories are the fixtures: their generic menu, with other page content around it for the outside clicks.
const { Open } = composeStories(stories);

function MenuOnPage() {
  return (
    <>
      <p>Blank page area</p>
      <button type="button">Cart</button>
      <Open />
    </>
  );
}

const trigger = () => page.getByRole('button', { name: 'Options' });
const item = (name: string) => page.getByRole('menuitem', { name });
const pinSwitch = () => page.getByRole('menuitemcheckbox', { name: 'Pinned' });

describe('DropdownMenu', () => {
  beforeEach(() => {
    Object.values(documentMenuActions).forEach((action) => action.mockClear());
  });

  it('follows the APG menu button keyboard model: Enter opens, arrows/Home/End move, Escape returns focus', async () => {
    await render(<MenuOnPage />);
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    (trigger().element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Duplicate')).toHaveFocus();
    // The disabled Archive and the "Edited 2 days ago" information row are skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Version history')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(pinSwitch()).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes on a click outside and returns focus to the trigger', async () => {
    await render(<MenuOnPage />);
    await trigger().click();
    await expect.element(page.getByRole('menu')).toBeVisible();
    await page.getByText('Blank page area').click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('lets an outside click reach another control, which keeps the focus', async () => {
    const onCart = vi.fn();
    await render(<MenuOnPage />);
    page.getByRole('button', { name: 'Cart' }).element().addEventListener('click', onCart);
    await trigger().click();
    await page.getByRole('button', { name: 'Cart' }).click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    expect(onCart).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('button', { name: 'Cart' })).toHaveFocus();
  });

  it('runs an item action on Enter and closes', async () => {
    await render(<MenuOnPage />);
    await trigger().click();
    await userEvent.keyboard('{End}');
    await expect.element(item('Delete')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(documentMenuActions.remove).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('renders link items as real links and the switch as a checkbox item that stays open', async () => {
    await render(<MenuOnPage />);
    await trigger().click();
    await expect.element(item('Version history')).toHaveAttribute('href', '#/history');
    expect(item('Version history').element().tagName).toBe('A');
    await expect.element(pinSwitch()).toHaveAttribute('aria-checked', 'false');
    await pinSwitch().click();
    await expect.element(pinSwitch()).toHaveAttribute('aria-checked', 'true');
    await expect.element(pinSwitch()).toHaveAttribute('data-state', 'checked');
    (pinSwitch().element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(pinSwitch()).toHaveAttribute('aria-checked', 'false');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(page.getByText('Edited 2 days ago')).toBeVisible();
  });

  it('portals its content to document.body', async () => {
    const { container } = await render(<MenuOnPage />);
    await trigger().click();
    const menu = page.getByRole('menu').element();
    expect(container.contains(menu)).toBe(false);
    expect(document.body.contains(menu)).toBe(true);
  });
});
