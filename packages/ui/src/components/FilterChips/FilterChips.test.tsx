import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './FilterChips.stories';

// The stories are the fixtures: Steam, Role-playing and Under €20; the one-filter and keyboard-removal forms.
const { Playground, OneFilter, KeyboardRemoval } = composeStories(stories);

describe('FilterChips', () => {
  it('removes a chip and clears all through the callbacks', async () => {
    await renderAndPlay(Playground);
    await renderAndPlay(OneFilter);
  });

  it('removes with Enter, Delete and Backspace, the focus moving on and never falling to the page', async () => {
    await renderAndPlay(KeyboardRemoval);
  });

  it('moves the focus to the previous chip when the last one is removed, and to the group after Clear all', async () => {
    await render(<KeyboardRemoval />);
    const group = page.getByRole('group', { name: 'Applied filters' });
    await group.getByRole('button', { name: 'Remove filter Under €20' }).click();
    await expect
      .element(group.getByRole('button', { name: 'Remove filter Genre: Role-playing' }))
      .toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(group.getByRole('button', { name: 'Remove filter Platform: Steam' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect.element(group).toHaveFocus();
    await expect.element(group).toHaveAttribute('data-state', 'empty');
  });
});
