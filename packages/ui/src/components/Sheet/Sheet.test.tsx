import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Sheet.stories';

// The stories are the fixtures: the mobile filters drawer, closed and open at the end; the start and RTL ones.
const { Playground, End, Start } = composeStories(stories);

const sheet = (name = 'Filters') => page.getByRole('dialog', { name });

describe('Sheet', () => {
  it('opens with the focus inside; Escape closes it and returns the focus (APG dialog)', async () => {
    await renderAndPlay(Playground);
  });

  it('keeps Shift+Tab inside and closes from its footer action', async () => {
    await render(<End />);
    await expect.element(sheet().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const action = sheet().getByRole('button', { name: 'Show 128 results' });
    await expect.element(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(sheet()).not.toBeInTheDocument();
  });

  it('sits on the inline start edge, which is the right one in RTL', async () => {
    document.documentElement.dir = 'rtl';
    try {
      await render(<Start />);
      // The computed edges, not the box: the slide-in animation moves the box while it runs.
      const style = getComputedStyle(sheet('Menu').element());
      expect(style.right).toBe('0px');
      expect(style.left).not.toBe('0px');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
