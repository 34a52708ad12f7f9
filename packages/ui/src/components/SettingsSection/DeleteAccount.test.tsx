import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './DeleteAccount.stories';

// The stories are the fixtures: the section as the account page shows it; the owner's status changes are args.
const { Playground } = composeStories(stories);

const question = 'Are you sure you want to delete your account? This action cannot be undone.';

describe('DeleteAccount', () => {
  it('asks the exact question, focusing Cancel, and deletes only on Confirm', async () => {
    const onDelete = fn();
    await render(<Playground onDelete={onDelete} />);
    await expect.element(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: question });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('closes on Cancel or Escape, returning the focus to Delete Account, without deleting', async () => {
    const onDelete = fn();
    await render(<Playground onDelete={onDelete} />);
    const remove = page.getByRole('button', { name: 'Delete Account' });
    await userEvent.keyboard('{Tab}');
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(remove).toHaveFocus();
    // Confirm from the keyboard: Shift+Tab from Cancel reaches Confirm.
    await userEvent.keyboard('{Enter}{Shift>}{Tab}{/Shift}{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('keeps the confirmation busy while deleting and shows the error', async () => {
    const onDelete = fn();
    const screen = await render(<Playground onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await screen.rerender(<Playground onDelete={onDelete} status="submitting" />);
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await screen.rerender(<Playground onDelete={onDelete} status="error" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error deleting account');
    expect(onDelete).not.toHaveBeenCalled();
  });
});
