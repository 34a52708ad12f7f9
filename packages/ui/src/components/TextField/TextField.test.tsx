import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './TextField.stories';

// The stories are the fixtures: the email field, search, minimum price, read-only username, disabled, invalid.
const { Playground, Search, NumberInput, ReadOnly, Disabled, Invalid } = composeStories(stories);

describe('TextField', () => {
  it('passes native props and the ref to the input', async () => {
    const onChange = fn();
    const ref = createRef<HTMLInputElement>();
    await render(<Playground ref={ref} onChange={onChange} />);
    const input = page.getByRole('textbox', { name: 'Your email' });
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
        <Search />
        <NumberInput />
      </>,
    );
    await expect.element(page.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    await expect.element(page.getByRole('spinbutton', { name: 'Minimum price' })).toBeInTheDocument();
  });

  it('is focusable but not editable when read-only, and skipped when disabled', async () => {
    await render(
      <>
        <ReadOnly />
        <Disabled />
      </>,
    );
    const username = page.getByRole('textbox', { name: 'Username' });
    await userEvent.keyboard('{Tab}');
    await expect.element(username).toHaveFocus();
    await userEvent.keyboard('x');
    await expect.element(username).toHaveValue('ann');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Your email' })).not.toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: 'Your email' })).toBeDisabled();
  });

  it('announces the error message and invalid state', async () => {
    await render(<Invalid />);
    const input = page.getByRole('textbox', { name: 'Your email' });
    await expect.element(input).toBeInvalid();
    await expect.element(input).toHaveAccessibleDescription('Enter a valid email address.');
  });
});
