import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Dialog.stories';

// The stories are the fixtures: the gift card dialog, closed and open.
const { Playground, Open, InitialFocus } = composeStories(stories);

const dialog = () => page.getByRole('dialog', { name: 'Redeem a gift card' });

describe('Dialog', () => {
  it('opens with the focus inside and closes on Escape, returning the focus to the trigger', async () => {
    await renderAndPlay(Playground);
  });

  it('keeps Tab and Shift+Tab inside (APG dialog: focus trap)', async () => {
    await render(<Playground />);
    await page.getByRole('button', { name: 'Redeem a gift card' }).click();
    const close = dialog().getByRole('button', { name: 'Close' });
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog().getByRole('textbox', { name: 'Gift card code' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(dialog().getByRole('button', { name: 'Redeem' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(dialog().getByRole('button', { name: 'Redeem' })).toHaveFocus();
  });

  it('puts the first focus where initialFocus points', async () => {
    await renderAndPlay(InitialFocus);
  });

  it('closes from a DialogClose-wrapped footer button', async () => {
    await render(<Open />);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
