import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './AlertDialog.stories';

// The stories are the fixtures: the account deletion question, closed, open and busy.
const { Playground, Danger, Busy, OverlayClickKeepsFocus } = composeStories(stories);

const dialog = () => page.getByRole('alertdialog', { name: 'Delete your account?' });

describe('AlertDialog', () => {
  it('starts on Cancel and cancels on Escape, returning the focus (APG alertdialog)', async () => {
    await renderAndPlay(Playground);
  });

  it('keeps Tab between Cancel and Confirm', async () => {
    await render(<Danger />);
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog().getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with Enter and closes once the action has settled', async () => {
    const onConfirm = fn(async () => {});
    await render(<Danger onConfirm={onConfirm} />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('stays open when the action fails, so the user can retry or cancel', async () => {
    const onConfirm = fn(() => Promise.reject(new Error('offline')));
    await render(<Danger onConfirm={onConfirm} />);
    await dialog().getByRole('button', { name: 'Delete account' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect
      .element(dialog().getByRole('button', { name: 'Delete account' }))
      .not.toHaveAttribute('aria-busy');
    await expect.element(dialog()).toBeVisible();
  });

  it('is busy while the action runs: the focus stays, Escape and Cancel do not close it', async () => {
    await renderAndPlay(Busy);
    // Forced: Cancel says it is unavailable (aria-disabled), so an ordinary click would wait for it.
    await dialog().getByRole('button', { name: 'Cancel' }).click({ force: true });
    await expect.element(dialog()).toBeVisible();
  });

  it('keeps the focus in the dialog when the overlay is clicked', async () => {
    await renderAndPlay(OverlayClickKeepsFocus);
    // A real click too: Chromium's own mousedown on the overlay, outside the panel.
    await userEvent.click(document.body, { position: { x: 4, y: 4 } });
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
