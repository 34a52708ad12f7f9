import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './PasswordField.stories';

// The stories are the fixtures: the sign-in password, the disabled one, the new-password confirmation.
const { Playground, Disabled, Invalid } = composeStories(stories);

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, keeping the focus in the input on click', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<Playground ref={ref} />);
    const input = page.getByLabelText('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'hunter2');
    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('!');
    await expect.element(input).toHaveValue('hunter2!');
    expect(ref.current).toBe(input.element());
  });

  it('toggles from the keyboard with Enter and Space, the focus staying on the toggle', async () => {
    await render(<Playground />);
    const toggle = page.getByRole('button', { name: 'Show password' });
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.element(toggle).toHaveFocus();
  });

  it('draws the toggle inside the input box', async () => {
    await render(<Playground />);
    const input = page.getByLabelText('Password', { exact: true }).element().getBoundingClientRect();
    const toggle = page.getByRole('button', { name: 'Show password' }).element().getBoundingClientRect();
    expect(toggle.left).toBeGreaterThan(input.left);
    expect(toggle.right).toBeLessThanOrEqual(input.right);
    expect(toggle.top).toBeGreaterThanOrEqual(input.top);
    expect(toggle.bottom).toBeLessThanOrEqual(input.bottom);
  });

  it('disables the toggle with the field, and takes new-password autocomplete', async () => {
    await render(<Disabled />);
    await expect.element(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await render(<Invalid />);
    await expect
      .element(page.getByLabelText('Confirm password'))
      .toHaveAttribute('autocomplete', 'new-password');
  });
});
