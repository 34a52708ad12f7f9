import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './ArticleCardSkeleton.stories';

const { Default, BesideTheCard } = composeStories(stories);

describe('ArticleCardSkeleton', () => {
  it('is hidden from screen readers and takes the card box', async () => {
    await renderAndPlay(Default);
    const screen = await renderAndPlay(BesideTheCard);
    const skeleton = screen.container.querySelector('[data-state="loading"]')!;
    expect(skeleton.className).toBe(screen.container.querySelector('article')!.className);
  });
});
