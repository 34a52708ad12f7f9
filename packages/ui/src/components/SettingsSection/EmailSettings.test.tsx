import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './EmailSettings.stories';

// The stories are the fixtures: the section as the account page shows it; the owner's status changes are args.
const { Playground, ErrorState } = composeStories(stories);

describe('EmailSettings', () => {
  it('reports a missing current password with the spec text and sends nothing', async () => {
    const onSave = fn();
    const onValidationError = fn();
    await render(<Playground onSave={onSave} onValidationError={onValidationError} />);
    await expect.element(page.getByRole('heading', { name: 'Email Settings' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'New Email' }), 'ann@example.com');
    await page.getByRole('button', { name: 'Update Email' }).click();
    expect(onValidationError).toHaveBeenCalledExactlyOnceWith('Please enter your current password');
    expect(onSave).not.toHaveBeenCalled();
    const password = page.getByLabelText('Current Password');
    await expect.element(password).toHaveFocus();
    await expect.element(password).toHaveAttribute('aria-invalid', 'true');
    await expect.element(password).toHaveAccessibleDescription('Please enter your current password');
  });

  it("marks the current password required and shows the server's refusal of it at the field, focused", async () => {
    const screen = await render(<Playground />);
    await screen.rerender(<Playground currentPasswordError="Current password is incorrect" />);
    const password = page.getByLabelText(/^Current Password/);
    await expect.element(password).toHaveFocus();
    await expect.element(password).toHaveAccessibleDescription('Current password is incorrect');
    expect(password.element().closest('[data-layout]')?.querySelector('label')?.textContent).toBe(
      'Current Password*',
    );
  });

  it('lets the browser refuse a missing or malformed email', async () => {
    const onSave = fn();
    const onValidationError = fn();
    await render(<Playground onSave={onSave} onValidationError={onValidationError} />);
    const email = page.getByRole('textbox', { name: 'New Email' });
    await expect.element(email).toHaveAttribute('type', 'email');
    await expect.element(email).toBeRequired();
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(page.getByLabelText('Current Password'), 'secret');
    await page.getByRole('button', { name: 'Update Email' }).click();
    await expect.element(email).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();
    expect(onValidationError).not.toHaveBeenCalled();
  });

  it('submits email and current password from the keyboard, then clears after a success', async () => {
    const onSave = fn();
    const screen = await render(<Playground onSave={onSave} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('ann@example.com{Tab}secret{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ email: 'ann@example.com', currentPassword: 'secret' });
    await screen.rerender(<Playground onSave={onSave} status="submitting" />);
    await expect
      .element(page.getByRole('button', { name: 'Update Email' }))
      .toHaveAttribute('aria-busy', 'true');
    await screen.rerender(<Playground onSave={onSave} status="success" />);
    await expect.element(page.getByRole('textbox', { name: 'New Email' })).toHaveValue('');
    await expect.element(page.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows the error message as an alert', async () => {
    await render(<ErrorState />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error updating email');
  });
});
