import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './ProductDetailsSkeleton.stories';

const { Default } = composeStories(stories);

describe('ProductDetailsSkeleton', () => {
  it('is hidden from screen readers and puts gallery and buy box side by side on a wide screen', async () => {
    await page.viewport(1024, 768);
    const screen = await renderAndPlay(Default);
    const summary = screen.container.querySelector('[data-state="loading"]')!.firstElementChild!;
    const [gallery, buyBox] = [...summary.children].map((child) => child.getBoundingClientRect());
    expect(buyBox!.left).toBeGreaterThan(gallery!.right);
  });
});
