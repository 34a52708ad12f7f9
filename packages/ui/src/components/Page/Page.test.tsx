import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './Page.stories';

// The stories are the fixtures: the cart page with Clear cart, the hidden title, a legal page's own h1,
// the 360 px column.
const { WithActions, HiddenTitle, ContentTitle, Mobile } = composeStories(stories);

describe('Page', () => {
  it('gives the page one h1 and puts the actions beside it', async () => {
    await render(<WithActions />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    await expect.element(page.getByText('Two games, ready for checkout.')).toBeVisible();
  });

  it('keeps a hidden title in the outline', async () => {
    await render(<HiddenTitle />);
    const heading = page.getByRole('heading', { level: 1, name: 'Keyshop' });
    await expect.element(heading).toBeInTheDocument();
    expect(heading.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('adds no heading when the content brings its own h1', async () => {
    await render(<ContentTitle />);
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
  });

  // The 360 px story with content wider than the screen (an edge no designer needs to see).
  it('never grows wider than a 360 px screen because of wide content', async () => {
    // The story's phone viewport is a Storybook global; here the test sizes the page itself.
    await page.viewport(360, 740);
    onTestFinished(() => page.viewport(414, 896));
    await render(
      <Mobile>
        <pre style={{ overflowX: 'auto' }}>{'x'.repeat(400)}</pre>
      </Mobile>,
    );
    const root = page.getByRole('heading', { level: 1 }).element().parentElement!;
    expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  });
});
