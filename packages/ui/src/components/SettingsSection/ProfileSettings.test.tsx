import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './ProfileSettings.stories';

// The stories are the fixtures: the section with the saved username "ann"; the owner's status changes are args.
const { Playground } = composeStories(stories);

describe('ProfileSettings', () => {
  it('keeps the username read-only without Save Changes until Edit, then saves the trimmed name', async () => {
    const onSave = fn();
    await render(<Playground onSave={onSave} />);
    await expect.element(page.getByRole('heading', { name: 'Profile Settings', level: 2 })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toHaveAttribute('readonly');
    await expect.element(input).toHaveValue('ann');
    await expect.element(page.getByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    const edit = page.getByRole('button', { name: 'Edit' });
    await expect.element(edit).toHaveAttribute('title', 'Edit');
    await edit.click();
    await expect.element(input).not.toHaveAttribute('readonly');
    await expect.element(input).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveAttribute('title', 'Cancel');
    await userEvent.clear(input);
    await userEvent.type(input, '  annie ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(onSave).toHaveBeenCalledExactlyOnceWith('annie');
  });

  it('restores the saved name on Cancel and hides Save Changes', async () => {
    const onSave = fn();
    await render(<Playground onSave={onSave} />);
    await page.getByRole('button', { name: 'Edit' }).click();
    const input = page.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'xyz');
    await expect.element(input).toHaveValue('annxyz');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(input).toHaveValue('ann');
    await expect.element(input).toHaveAttribute('readonly');
    await expect.element(page.getByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('works from the keyboard: Enter on Edit, Enter in the field saves, Escape cancels', async () => {
    const onSave = fn();
    await render(<Playground onSave={onSave} />);
    // The read-only field: Enter there submits nothing.
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Tab}');
    await expect.element(page.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}2{Escape}');
    await expect.element(page.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue('ann');
    await userEvent.keyboard('{Enter}{End}2{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('ann2');
  });

  it('requires a username: blank input is refused with a message', async () => {
    const onSave = fn();
    await render(<Playground onSave={onSave} />);
    await page.getByRole('button', { name: 'Edit' }).click();
    const input = page.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(input);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.element(input).toBeInvalid();
    await userEvent.type(input, '   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.element(input).toHaveAccessibleDescription('Please enter a username');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is busy while submitting, shows the error, and leaves editing after a success', async () => {
    const onSave = fn();
    const screen = await render(<Playground onSave={onSave} />);
    await page.getByRole('button', { name: 'Edit' }).click();
    await screen.rerender(<Playground onSave={onSave} status="submitting" />);
    await expect
      .element(page.getByRole('button', { name: 'Save Changes' }))
      .toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await screen.rerender(<Playground onSave={onSave} status="error" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error updating profile');
    await screen.rerender(<Playground username="annie" onSave={onSave} status="success" />);
    await expect.element(page.getByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue('annie');
  });
});
