import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    await render(
      <Checkbox label="Subscribe to the newsletter" name="newsletter" ref={ref} onChange={onChange} />,
    );
    const box = page.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await userEvent.keyboard('{Tab}');
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    await page.getByText('Subscribe to the newsletter').click();
    await expect.element(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current?.name).toBe('newsletter');
  });

  it('is required and invalid with a described error', async () => {
    await render(<Checkbox label="I accept the terms" required error="Accept the terms to continue." />);
    const box = page.getByRole('checkbox', { name: 'I accept the terms' });
    await expect.element(box).toBeRequired();
    await expect.element(box).toBeInvalid();
    await expect.element(box).toHaveAccessibleDescription('Accept the terms to continue.');
  });

  it('cannot be toggled when disabled', async () => {
    await render(<Checkbox label="Gift" disabled />);
    const box = page.getByRole('checkbox', { name: 'Gift' });
    await box.click({ force: true });
    await expect.element(box).not.toBeChecked();
  });
});
