import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './LiveRegion.stories';

// The stories are the fixtures: a stock update announced when a key is sold.
const { Announcing } = composeStories(stories);

describe('LiveRegion', () => {
  it('is a polite, atomic status that takes no space on screen', async () => {
    await render(<Announcing />);
    const region = page.getByRole('status');
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    await expect.element(region).toHaveAttribute('aria-atomic', 'true');
    expect(region.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Sell one' }).click();
    await expect.element(region).toHaveTextContent('Hollow Knight: only 11 left');
  });
});
