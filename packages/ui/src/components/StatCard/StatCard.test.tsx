import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './StatCard.stories';

// The stories are the fixtures: today's sales, the trends, a linked figure, a loading one and the dashboard row.
const { Playground, Trends, WithLink, Loading, Group } = composeStories(stories);

describe('StatCard', () => {
  it('reads label, value and the change with its direction in words', async () => {
    await renderAndPlay(Playground);
  });

  it('colours a change by whether its direction is good news, and says the direction', async () => {
    await renderAndPlay(Trends);
  });

  it('takes labels for the direction words', async () => {
    await render(<Playground labels={{ up: 'Higher' }} />);
    await expect.element(page.getByText('+12 % on yesterday')).toHaveTextContent('Higher: +12 %');
  });

  it('is a link by its label, reached with Tab, with the ring on the card', async () => {
    const screen = await render(<WithLink />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Low-stock products' })).toHaveFocus();
    const card = screen.container.querySelector('[data-state]')!;
    expect(getComputedStyle(card).outlineStyle).toBe('solid');
    // The stretched link covers the card: a click on the value lands on the link.
    const link = page.getByRole('link').element();
    const box = card.getBoundingClientRect();
    const hit = document.elementFromPoint(box.right - 8, box.bottom - 8);
    expect(hit === link || link.contains(hit)).toBe(true);
  });

  it('shows placeholders while loading and says so once', async () => {
    const screen = await renderAndPlay(Loading);
    expect(screen.container.querySelectorAll('[data-shape]')).toHaveLength(2);
    expect(screen.container.textContent).not.toContain('€1,204.50');
    expect(screen.container.textContent).not.toContain('+12 %');
  });

  it('groups cards as a named list', async () => {
    await renderAndPlay(Group);
  });
});
