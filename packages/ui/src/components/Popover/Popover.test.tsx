import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Popover.stories';

// The stories are the fixtures: the activation help popover under a link-styled button.
const { Playground } = composeStories(stories);

const trigger = () => page.getByRole('button', { name: 'Where do I activate this key?' });
const popover = () => page.getByRole('dialog', { name: 'Activation help' });

describe('Popover', () => {
  it('opens with the focus inside; Shift+Tab reaches the link; Escape closes and returns the focus', async () => {
    await renderAndPlay(Playground);
  });

  it('opens from the keyboard and closes from its close button, returning the focus', async () => {
    await render(<Playground />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(popover()).toBeVisible();
    await popover().getByRole('button', { name: 'Close' }).click();
    await expect.element(popover()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    await render(
      <>
        <p>Blank page area</p>
        <Playground />
      </>,
    );
    await trigger().click();
    await expect.element(popover()).toBeVisible();
    await page.getByText('Blank page area').click();
    await expect.element(popover()).not.toBeInTheDocument();
  });
});
