import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('passes native props and the ref to the input', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    await render(
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        ref={ref}
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ann@example.com');
    await expect.element(input).toHaveValue('ann@example.com');
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toHaveAttribute('name', 'email');
    await expect.element(input).toHaveAttribute('autocomplete', 'email');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current).toBe(input.element());
  });

  it('exposes search and number types with their roles', async () => {
    await render(
      <>
        <TextField label="Search for the game" type="search" />
        <TextField label="Minimum price" type="number" min={0} />
      </>,
    );
    await expect.element(page.getByRole('searchbox', { name: 'Search for the game' })).toBeInTheDocument();
    await expect.element(page.getByRole('spinbutton', { name: 'Minimum price' })).toBeInTheDocument();
  });

  it('is focusable but not editable when read-only, and skipped when disabled', async () => {
    await render(
      <>
        <TextField label="Username" readOnly defaultValue="ann" />
        <TextField label="Coupon" disabled />
      </>,
    );
    const username = page.getByRole('textbox', { name: 'Username' });
    await userEvent.keyboard('{Tab}');
    await expect.element(username).toHaveFocus();
    await userEvent.keyboard('x');
    await expect.element(username).toHaveValue('ann');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Coupon' })).not.toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: 'Coupon' })).toBeDisabled();
  });

  it('announces the error message and invalid state', async () => {
    await render(<TextField label="Email" error="Enter a valid email." />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Enter a valid email.');
  });
});
