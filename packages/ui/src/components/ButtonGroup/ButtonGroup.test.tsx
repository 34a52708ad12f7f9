import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './ButtonGroup.stories';

// The stories are the fixtures: Checkout and Continue Shopping; Mobile is the 200 px wide column.
const { Mobile } = composeStories(stories);

describe('ButtonGroup', () => {
  it('wraps its buttons onto a new row rather than overflowing a narrow container', async () => {
    await render(<Mobile align="end" data-testid="group" />);
    const group = page.getByTestId('group').element();
    const [first, second] = [...group.children].map((child) => child.getBoundingClientRect());
    expect(second!.top).toBeGreaterThan(first!.top);
    expect(group.scrollWidth).toBeLessThanOrEqual(group.parentElement!.clientWidth);
    await expect.element(page.getByTestId('group')).toHaveAttribute('data-variant', 'end');
  });
});
