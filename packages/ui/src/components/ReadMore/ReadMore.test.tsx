import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { longText } from './ReadMore.fixtures';
import * as stories from './ReadMore.stories';

// The stories are the fixtures: the long teaser, a short text and two independent instances.
const { Playground, ShortText, Independent } = composeStories(stories);

describe('ReadMore', () => {
  it('clamps long text and toggles with the mouse and the keyboard', async () => {
    const onExpandedChange = fn();
    await render(
      <div style={{ width: 300 }}>
        <Playground onExpandedChange={onExpandedChange} />
      </div>,
    );
    const toggle = page.getByRole('button', { name: 'Read More' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.element().getAttribute('aria-controls')!)!;
    expect(content.textContent).toBe(longText);
    const clampedHeight = content.clientHeight;
    await toggle.click();
    await expect
      .element(page.getByRole('button', { name: 'Read Less' }))
      .toHaveAttribute('aria-expanded', 'true');
    expect(content.clientHeight).toBeGreaterThan(clampedHeight * 2);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Read More' })).toBeVisible();
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows no toggle for text that fits', async () => {
    await render(<ShortText />);
    await expect.element(page.getByText('Four new games this week.')).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('shows the toggle once the box narrows enough to cut the text', async () => {
    const { container } = await render(
      <div style={{ width: 2000 }}>
        <ShortText />
      </div>,
    );
    expect(page.getByRole('button').elements()).toHaveLength(0);
    // One word a line: five lines, more than the three shown.
    (container.firstElementChild as HTMLElement).style.width = '40px';
    await expect.element(page.getByRole('button', { name: 'Read More' })).toBeVisible();
  });

  it('keeps each instance independent', async () => {
    await render(<Independent />);
    const toggles = page.getByRole('button');
    await toggles.nth(0).click();
    await expect.element(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect.element(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a parent that passes expanded, reporting the toggle', async () => {
    const onExpandedChange = fn();
    await render(
      <div style={{ width: 300 }}>
        <Playground expanded={false} onExpandedChange={onExpandedChange} />
      </div>,
    );
    await page.getByRole('button', { name: 'Read More' }).click();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    // The parent kept `expanded` false: the text stays clamped.
    await expect
      .element(page.getByRole('button', { name: 'Read More' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
