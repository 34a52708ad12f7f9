import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { formatBadgeCount } from './Badge';
import * as stories from './Badge.stories';

// The stories are the fixtures: Counts shows danger badges from 1 to 1500, Playground the "New" label.
const { Counts, Playground } = composeStories(stories);

describe('Badge', () => {
  it('caps a count at 99+ by default, or at a chosen maximum', async () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    await render(<Counts />);
    await expect.element(page.getByText('99', { exact: true })).toBeVisible();
    const capped = page.getByText('99+', { exact: true }).all();
    expect(capped).toHaveLength(2);
    for (const badge of capped) await expect.element(badge).toHaveAttribute('data-variant', 'danger');
  });

  it('shows its label when no count is given', async () => {
    await render(<Playground />);
    await expect.element(page.getByText('New')).toHaveAttribute('data-variant', 'neutral');
  });
});
