import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Select.stories';

// The stories are the fixtures: the sort select, the platform select with a disabled option, the required one.
const { Filled, DisabledOption, Invalid } = composeStories(stories);

describe('Select', () => {
  it('renders the options after a placeholder and reports changes', async () => {
    const onChange = fn();
    await render(<DisabledOption onChange={onChange} />);
    const select = page.getByRole('combobox', { name: 'Platform' });
    await expect.element(select).toHaveValue('');
    await userEvent.selectOptions(select, 'gog');
    await expect.element(select).toHaveValue('gog');
    expect(onChange).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('option', { name: 'Epic Games' })).toBeDisabled();
  });

  it('changes value with the arrow keys (native select keyboard)', async () => {
    await render(<Filled />);
    const select = page.getByRole('combobox', { name: 'Sort by' });
    await userEvent.keyboard('{Tab}');
    await expect.element(select).toHaveFocus();
    await expect.element(select).toHaveValue('price-desc');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(select).toHaveValue('name-asc');
  });

  it('makes the placeholder unselectable when a choice is required, and shows errors', async () => {
    await render(<Invalid />);
    await expect.element(page.getByRole('option', { name: 'Choose a platform' })).toBeDisabled();
    await expect
      .element(page.getByRole('combobox', { name: 'Platform' }))
      .toHaveAccessibleDescription('Choose a platform.');
  });

  it('shows the placeholder, not the first option, while nothing is chosen', async () => {
    await renderAndPlay(Invalid);
    const select = page.getByRole('combobox', { name: 'Platform' });
    await userEvent.selectOptions(select, 'gog');
    await expect.element(select).toHaveValue('gog');
  });
});
