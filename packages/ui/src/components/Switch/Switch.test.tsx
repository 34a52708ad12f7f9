import { composeStories } from '@storybook/react-vite';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Switch.stories';

// The stories are the fixtures: the sale alerts switch, its described form and the disabled one.
const { Playground, WithDescription, Disabled } = composeStories(stories);

const toggle = () => page.getByRole('switch', { name: 'Email me when a wishlisted game is on sale' });

describe('Switch', () => {
  it('toggles on a click and with Space', async () => {
    await renderAndPlay(Playground);
  });

  it('follows the APG switch: Tab reaches it, Space and Enter toggle it, a click on the label too', async () => {
    const onCheckedChange = fn();
    const ref = createRef<HTMLButtonElement>();
    await render(<WithDescription ref={ref} onCheckedChange={onCheckedChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(toggle()).toHaveFocus();
    await expect.element(toggle()).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(toggle()).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle()).toBeChecked();
    await page.getByText('Email me when a wishlisted game is on sale').click();
    await expect.element(toggle()).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[false], [true], [false]]);
    expect(ref.current?.getAttribute('role')).toBe('switch');
  });

  it('cannot be toggled when disabled', async () => {
    await render(<Disabled />);
    await toggle().click({ force: true });
    await expect.element(toggle()).toBeChecked();
  });
});
