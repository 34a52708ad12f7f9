import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './Select';

const platforms = [
  { value: 'steam', label: 'Steam' },
  { value: 'gog', label: 'GOG' },
  { value: 'epic-games', label: 'Epic Games', disabled: true },
];

describe('Select', () => {
  it('renders the options after a placeholder and reports changes', async () => {
    const onChange = vi.fn();
    await render(
      <Select
        label="Platform"
        options={platforms}
        placeholder="Any platform"
        name="platform"
        onChange={onChange}
      />,
    );
    const select = page.getByRole('combobox', { name: 'Platform' });
    await expect.element(select).toHaveValue('');
    await userEvent.selectOptions(select, 'gog');
    await expect.element(select).toHaveValue('gog');
    expect(onChange).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('option', { name: 'Epic Games' })).toBeDisabled();
  });

  it('changes value with the arrow keys (native select keyboard)', async () => {
    await render(<Select label="Sort by" options={platforms} defaultValue="steam" />);
    const select = page.getByRole('combobox', { name: 'Sort by' });
    await userEvent.keyboard('{Tab}');
    await expect.element(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(select).toHaveValue('gog');
  });

  it('makes the placeholder unselectable when a choice is required, and shows errors', async () => {
    await render(
      <Select
        label="Platform"
        options={platforms}
        placeholder="Choose"
        required
        error="Choose a platform."
      />,
    );
    await expect.element(page.getByRole('option', { name: 'Choose' })).toBeDisabled();
    await expect
      .element(page.getByRole('combobox', { name: 'Platform' }))
      .toHaveAccessibleDescription('Choose a platform.');
  });
});
