import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Checkbox.stories';

// The stories are the fixtures: the newsletter box, the terms box with its error, the disabled box.
const { WithDescription, Invalid, Disabled } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onChange = fn();
    const ref = createRef<HTMLInputElement>();
    await render(<WithDescription ref={ref} onChange={onChange} />);
    const box = page.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await userEvent.keyboard('{Tab}');
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    await page.getByText('Subscribe to the newsletter').click();
    await expect.element(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current?.name).toBe('remember');
  });

  it('is required and invalid with a described error', async () => {
    await render(<Invalid />);
    const box = page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    await expect.element(box).toBeRequired();
    await expect.element(box).toBeInvalid();
    await expect.element(box).toHaveAccessibleDescription('Accept the terms to continue.');
  });

  it('cannot be toggled when disabled', async () => {
    await render(<Disabled />);
    const box = page.getByRole('checkbox', { name: 'Keep me signed in' });
    await box.click({ force: true });
    await expect.element(box).toBeChecked();
  });
});
