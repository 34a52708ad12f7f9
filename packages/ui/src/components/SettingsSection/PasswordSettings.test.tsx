import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './PasswordSettings.stories';

// The stories are the fixtures: the section as the account page shows it; the owner's status changes are args.
const { Playground, Submitting, WrongCurrentPassword } = composeStories(stories);

// The label's text ends with the visual required mark; the toggles' names start with "Show".
const field = (name: string) => page.getByLabelText(new RegExp(`^${name}`));

const fill = async (current: string, next: string, confirm: string) => {
  await userEvent.type(field('Current Password'), current);
  await userEvent.type(field('New Password'), next);
  await userEvent.type(field('Confirm Password'), confirm);
};

describe('PasswordSettings', () => {
  it('requires all three fields', async () => {
    const onSave = fn();
    await render(<Playground onSave={onSave} />);
    await expect.element(page.getByRole('heading', { name: 'Password Settings' })).toBeVisible();
    for (const name of ['Current Password', 'New Password', 'Confirm Password']) {
      await expect.element(field(name)).toBeRequired();
    }
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reports differing new passwords with the spec text and sends nothing', async () => {
    const onSave = fn();
    const onValidationError = fn();
    await render(<Playground onSave={onSave} onValidationError={onValidationError} />);
    await fill('old', 'new-one', 'new-two');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(onValidationError).toHaveBeenCalledExactlyOnceWith('Passwords do not match');
    expect(onSave).not.toHaveBeenCalled();
    const confirm = field('Confirm Password');
    await expect.element(confirm).toHaveFocus();
    await expect.element(confirm).toHaveAccessibleDescription('Passwords do not match');
    await userEvent.keyboard('x');
    await expect.element(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('submits the three values with Enter and names each show-password toggle', async () => {
    const onSave = fn();
    await render(<Playground onSave={onSave} />);
    await expect.element(page.getByRole('button', { name: 'Show new password' })).toBeVisible();
    await fill('old', 'brand-new', 'brand-new');
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith({
      currentPassword: 'old',
      newPassword: 'brand-new',
      confirmPassword: 'brand-new',
    });
  });

  it("shows the server's refusal of the current password at that field, focused", async () => {
    // The refusal arrives after a save: the field takes the focus then.
    const screen = await render(<WrongCurrentPassword currentPasswordError={undefined} />);
    await screen.rerender(<WrongCurrentPassword />);
    const current = page.getByLabelText(/^Current Password/);
    await expect.element(current).toHaveFocus();
    await expect.element(current).toHaveAttribute('aria-invalid', 'true');
    await expect.element(current).toHaveAccessibleDescription('Current password is incorrect');
  });

  it('is busy while submitting and shows the error', async () => {
    const screen = await render(<Submitting />);
    await expect.element(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    await screen.rerender(<Submitting status="error" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error updating password');
  });
});
