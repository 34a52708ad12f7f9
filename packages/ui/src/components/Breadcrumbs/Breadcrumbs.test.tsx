import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Breadcrumbs.stories';

// The stories are the fixtures: Home › PC games › Action › Elden Ring, the current page as a link, a router.
const { Playground, CurrentAsLink, WithRenderLink } = composeStories(stories);

describe('Breadcrumbs', () => {
  it('is a named navigation whose last item is the current page (APG breadcrumb)', async () => {
    await renderAndPlay(Playground);
  });

  it('takes Tab through the links only, in order, and names the landmark from labels', async () => {
    await render(<Playground labels={{ nav: 'You are here' }} />);
    const nav = page.getByRole('navigation', { name: 'You are here' });
    for (const name of ['Home', 'PC games', 'Action']) {
      await userEvent.keyboard('{Tab}');
      await expect.element(nav.getByRole('link', { name })).toHaveFocus();
    }
    expect(nav.getByRole('link').all()).toHaveLength(3);
  });

  it('points its separators the reading way: mirrored right to left', async () => {
    const { container, rerender } = await render(<Playground />);
    const separators = () =>
      [...container.querySelectorAll('svg')].map((svg) => getComputedStyle(svg).transform);
    expect(separators()).toEqual(Array(3).fill('none'));
    await rerender(
      <div dir="rtl">
        <Playground />
      </div>,
    );
    expect(separators()).toEqual(Array(3).fill('matrix(-1, 0, 0, 1, 0, 0)'));
  });

  it('marks a linked current page and renders links through renderLink', async () => {
    await renderAndPlay(CurrentAsLink);
    await renderAndPlay(WithRenderLink);
  });
});
