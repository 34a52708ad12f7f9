import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './DropdownPanel.stories';

// The stories are the fixtures: the notifications panel, and the same panel opened by the app; here with
// other page content around it for the outside clicks.
const { Playground, OpenedByTheApp } = composeStories(stories);

function PanelOnPage() {
  return (
    <>
      <p>Blank page area</p>
      <button type="button">Other control</button>
      <Playground />
    </>
  );
}

const trigger = () => page.getByRole('button', { name: 'Notifications, 3 items' });
const dialog = () => page.getByRole('dialog', { name: 'Notifications' });

describe('DropdownPanel', () => {
  it('opens as a named dialog with the focus on it; Tab reaches its contents; Escape returns focus', async () => {
    await renderAndPlay(Playground);
  });

  it('closes on a click on blank page and puts the focus back on the trigger', async () => {
    await render(<PanelOnPage />);
    await trigger().click();
    await expect.element(dialog()).toBeVisible();
    await page.getByText('Blank page area').click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('lets an outside click reach another control, which keeps the focus', async () => {
    await render(<PanelOnPage />);
    await trigger().click();
    await page.getByRole('button', { name: 'Other control' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Other control' })).toHaveFocus();
  });

  it('is opened by the app when controlled, and closed by its close button or a close-wrapped footer action', async () => {
    await renderAndPlay(OpenedByTheApp);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await trigger().click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
