import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Skeleton.stories';

// The stories are the fixtures: the loading product card (every shape), three text lines, the avatar circle.
const { ProductCard, TextLines, Circle, Playground } = composeStories(stories);

describe('Skeleton', () => {
  it('is hidden from assistive technology in every shape', async () => {
    await render(<ProductCard />);
    const group = page.getByRole('group', { name: 'Loading products' }).element();
    const [rect, text, row] = [...group.children];
    const shapes = [rect!, text!, ...row!.children];
    expect(shapes.map((shape) => shape.getAttribute('aria-hidden'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
  });

  it('draws the requested number of lines, the last one shorter', async () => {
    await render(<TextLines data-testid="text" />);
    const lines = [...page.getByTestId('text').element().children];
    expect(lines).toHaveLength(3);
    expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
  });

  it('keeps a circle round from a single width', async () => {
    await render(<Circle data-testid="avatar" />);
    const box = page.getByTestId('avatar').element().getBoundingClientRect();
    expect([box.width, box.height]).toEqual([48, 48]);
  });

  it('shimmers, and stands still when the user prefers reduced motion', async () => {
    await render(<Playground data-testid="line" />);
    const line = page.getByTestId('line').element();
    const { animationName, animationIterationCount } = getComputedStyle(line);
    expect(animationName).not.toBe('none');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(animationIterationCount).toBe(reduced ? '1' : 'infinite');
  });
});
