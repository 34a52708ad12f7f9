import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology in every shape', async () => {
    await render(
      <div data-testid="region">
        <Skeleton />
        <Skeleton shape="rect" height={80} />
        <Skeleton shape="circle" width={32} />
        <Skeleton lines={3} />
      </div>,
    );
    const region = page.getByTestId('region').element();
    expect([...region.children].map((child) => child.getAttribute('aria-hidden'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
  });

  it('draws the requested number of lines, the last one shorter', async () => {
    await render(<Skeleton lines={3} width={300} data-testid="text" />);
    const lines = [...page.getByTestId('text').element().children];
    expect(lines).toHaveLength(3);
    expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
  });

  it('keeps a circle round from a single width', async () => {
    await render(<Skeleton shape="circle" width={40} data-testid="avatar" />);
    const box = page.getByTestId('avatar').element().getBoundingClientRect();
    expect([box.width, box.height]).toEqual([40, 40]);
  });

  it('shimmers, and stands still when the user prefers reduced motion', async () => {
    await render(<Skeleton data-testid="line" />);
    const line = page.getByTestId('line').element();
    const { animationName, animationIterationCount } = getComputedStyle(line);
    expect(animationName).not.toBe('none');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(animationIterationCount).toBe(reduced ? '1' : 'infinite');
  });
});
