import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './NavigationProgress.stories';

const { Idle, Loading, QuickThenSlow, CustomLabels } = composeStories(stories);

describe('NavigationProgress', () => {
  it('shows and says nothing while idle', async () => {
    await renderAndPlay(Idle);
  });

  it('after its delay, runs a bar along the top of the window and announces the load politely', async () => {
    const { container } = await renderAndPlay(Loading);
    const bar = container.querySelector<HTMLElement>('[data-state]')!;
    const box = bar.getBoundingClientRect();
    expect(box.top).toBe(0);
    expect(box.height).toBeGreaterThan(0);
    expect(box.height).toBeLessThanOrEqual(4);
    expect(getComputedStyle(bar).position).toBe('fixed');
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('stays quiet for a load quicker than the delay and goes away when the load ends', async () => {
    await renderAndPlay(QuickThenSlow);
  });

  it('takes its text as a label', async () => {
    await renderAndPlay(CustomLabels);
  });

  it('starts idle again when a load ends before a new one begins', async () => {
    const screen = await render(<Loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the next page…');
    await screen.rerender(<Loading active={false} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });
});
