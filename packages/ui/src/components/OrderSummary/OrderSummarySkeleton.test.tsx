import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './OrderSummarySkeleton.stories';

const { Default, ManyLines } = composeStories(stories);

describe('OrderSummarySkeleton', () => {
  it('is hidden from screen readers and sketches the given number of lines', async () => {
    await renderAndPlay(Default);
    const screen = await render(<ManyLines />);
    const lines = screen.container.querySelector('[data-state="loading"]')!.children[1]!;
    expect(lines.children).toHaveLength(5);
  });
});
