import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './DeleteAccount.stories';

// The stories are the fixtures: the section as the account page shows it; the owner's status changes are args.
const { Playground, Confirming, Confirmed, CancelledWithEscape, Deleting } = composeStories(stories);

const dialog = () => page.getByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });

describe('DeleteAccount', () => {
  it('asks in an alert dialog, focusing Cancel, and deletes only on Confirm', async () => {
    const onDelete = fn();
    await render(<Playground onDelete={onDelete} />);
    await expect.element(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect
      .element(dialog())
      .toHaveTextContent('Are you sure you want to delete your account?This action cannot be undone.');
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    expect(onDelete).toHaveBeenCalledOnce();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('deletes on Confirm (the story)', async () => {
    await renderAndPlay(Confirmed);
  });

  it('closes on Escape or Cancel, returning the focus to Delete Account, without deleting (keyboard)', async () => {
    await renderAndPlay(CancelledWithEscape);
  });

  it('stays open and busy while a returned promise runs, and open when it fails', async () => {
    let fail = (_: Error) => {};
    const onDelete = fn(() => new Promise<void>((_, reject) => (fail = reject)));
    await render(<Playground onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = dialog().getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await expect.element(dialog()).toHaveAttribute('aria-busy', 'true');
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    fail(new Error('offline'));
    await expect.element(confirm).not.toHaveAttribute('aria-busy');
    await expect.element(dialog()).toBeVisible();
  });

  it('submits the form to its action when there is no onDelete', async () => {
    const action = fn();
    await render(<Playground onDelete={undefined} action={action} />);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => action).toHaveBeenCalledOnce();
  });

  it('starts with the question open (defaultOpen), then keeps its own open state and reports it', async () => {
    const onOpenChange = fn();
    await renderAndPlay(Confirming, { onOpenChange });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(dialog()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(dialog()).toBeVisible();
  });

  it('controlled: the question is open while `open` says so; Delete Account and Cancel only report', async () => {
    const onOpenChange = fn();
    const screen = await render(<Playground open onOpenChange={onOpenChange} />);
    await expect.element(dialog()).toBeVisible();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // The owner did not pass the change back, so the question stays.
    await expect.element(dialog()).toBeVisible();
    await screen.rerender(<Playground open={false} onOpenChange={onOpenChange} />);
    await expect.element(dialog()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('is busy while the app deletes and shows the error', async () => {
    const screen = await renderAndPlay(Deleting);
    await screen.rerender(<Deleting status="error" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error deleting account');
    await expect
      .element(page.getByRole('button', { name: 'Delete Account' }))
      .not.toHaveAttribute('aria-busy');
  });

  it('takes its texts as labels', async () => {
    await render(
      <Playground
        labels={{
          delete: 'Konto löschen',
          confirmTitle: 'Konto wirklich löschen?',
          confirmDescription: 'Das lässt sich nicht rückgängig machen.',
          confirm: 'Löschen',
          cancel: 'Abbrechen',
        }}
      />,
    );
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const question = page.getByRole('alertdialog', { name: 'Konto wirklich löschen?' });
    await expect.element(question).toHaveAccessibleDescription('Das lässt sich nicht rückgängig machen.');
    await expect.element(question.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await expect.element(question.getByRole('button', { name: 'Löschen' })).toBeVisible();
  });
});
