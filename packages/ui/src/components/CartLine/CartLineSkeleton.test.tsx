import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './CartLineSkeleton.stories';

const { Compact, Full } = composeStories(stories);

describe('CartLineSkeleton', () => {
  it('draws hidden lines in the compact and full grids', async () => {
    await renderAndPlay(Compact);
    const screen = await render(<Full />);
    expect(screen.container.querySelector('li')?.dataset.layout).toBe('full');
  });
});
