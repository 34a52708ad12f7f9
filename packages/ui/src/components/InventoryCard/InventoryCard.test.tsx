import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './InventoryCard.stories';
import * as gridStories from './InventoryGrid.stories';

// The stories are the fixtures: Elden Ring's Steam key hidden, being revealed by the app, revealed, failing to
// copy, and a card without image; the grid with keys, empty and loading.
const { Playground, Hidden, Confirming, RevealingKey, Revealed, CopyFailed, NoImage, ConfirmReveal } =
  composeStories(stories);
const grid = composeStories(gridStories);

const fullKey = 'A1B2C-D3E4F-7F3KQ';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InventoryCard', () => {
  it('shows the image lazily with the name as alt text, the platform and the masked key', async () => {
    await render(<Hidden />);
    const image = page.getByRole('img', { name: 'Elden Ring' });
    await expect.element(image).toHaveAttribute('loading', 'lazy');
    await expect.element(page.getByRole('heading', { name: 'Elden Ring' })).toBeVisible();
    await expect.element(page.getByText('Steam')).toBeVisible();
    await expect.element(page.getByText('XXXXX-XXXXX-7F3KQ')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('shows a placeholder and no image when the image is missing', async () => {
    // The story's play: no image.
    await renderAndPlay(NoImage);
    await expect.element(page.getByRole('article', { name: 'The Witcher 3: Wild Hunt' })).toBeVisible();
  });

  it('is busy while the reveal promise is pending, then shows the key and focuses Copy (keyboard)', async () => {
    // The story plays the app's part: the key comes back after the request (here one the test finishes).
    let finish = () => {};
    const request = new Promise<void>((resolve) => (finish = resolve));
    await render(<Playground onReveal={fn(() => request)} />);
    const show = page.getByRole('button', { name: 'Show Key' });
    await userEvent.keyboard('{Tab}');
    await expect.element(show).toHaveFocus();
    // Show Key asks first; its Cancel has the focus, "Show the key" follows it.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    // The confirmation stays open and busy until the key is there.
    const dialog = page.getByRole('alertdialog', { name: 'Show this key?' });
    await expect.element(dialog).toHaveAttribute('aria-busy', 'true');
    await expect
      .element(dialog.getByRole('button', { name: 'Show the key' }))
      .toHaveAttribute('aria-busy', 'true');
    // The card behind the modal is hidden from assistive technology meanwhile.
    await expect
      .element(page.getByRole('article', { includeHidden: true }))
      .toHaveAttribute('data-state', 'revealing');
    finish();
    const copy = page.getByRole('button', { name: 'Copy' });
    await expect.element(copy).toHaveFocus();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText(fullKey)).toBeVisible();
    await expect.element(page.getByRole('article')).toHaveAttribute('data-state', 'revealed');
  });

  it('follows a controlled loading flag', async () => {
    const onReveal = fn();
    // The story's play: busy and disabled while the app says it is revealing.
    const screen = await renderAndPlay(RevealingKey, { onReveal });
    await screen.rerender(<RevealingKey loading={false} onReveal={onReveal} />);
    await page.getByRole('button', { name: 'Show Key' }).click();
    await page.getByRole('button', { name: 'Show the key' }).click();
    expect(onReveal).toHaveBeenCalledOnce();
  });

  it('copies the key with the clipboard API and says Copied', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await render(<Revealed writeClipboard={undefined} />);
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(write).toHaveBeenCalledWith(fullKey);
    await expect.element(page.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says copying failed and selects the key when the clipboard refuses', async () => {
    await renderAndPlay(CopyFailed);
  });

  it('keeps the question open when the reveal fails, so it can be tried again or cancelled', async () => {
    const onReveal = fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await render(<Hidden onReveal={onReveal} />);
    await page.getByRole('button', { name: 'Show Key' }).click();
    const confirm = page.getByRole('button', { name: 'Show the key' });
    await confirm.click();
    await expect.element(confirm).not.toHaveAttribute('aria-busy');
    await expect.element(page.getByRole('alertdialog', { name: 'Show this key?' })).toBeVisible();
    await confirm.click();
    expect(onReveal).toHaveBeenCalledTimes(2);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("takes the question's texts as labels", async () => {
    await render(
      <Hidden
        labels={{
          showKey: 'Schlüssel zeigen',
          revealTitle: 'Diesen Schlüssel zeigen?',
          revealDescription: 'Danach ist keine Erstattung mehr möglich.',
          revealConfirm: 'Zeigen',
          revealCancel: 'Abbrechen',
        }}
      />,
    );
    await page.getByRole('button', { name: 'Schlüssel zeigen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Diesen Schlüssel zeigen?' });
    await expect.element(dialog).toHaveAccessibleDescription('Danach ist keine Erstattung mehr möglich.');
    await expect.element(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await expect.element(dialog.getByRole('button', { name: 'Zeigen' })).toBeVisible();
  });

  it('asks once in an alert dialog before showing a key; Escape and Cancel reveal nothing (keyboard)', async () => {
    await renderAndPlay(ConfirmReveal);
  });

  it('starts with the question open (defaultOpen), then keeps its own open state and reports it', async () => {
    const onOpenChange = fn();
    await renderAndPlay(Confirming, { onOpenChange });
    const dialog = page.getByRole('alertdialog', { name: 'Show this key?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('article')).toHaveAttribute('data-state', 'hidden');
    await page.getByRole('button', { name: 'Show Key' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(dialog).toBeVisible();
  });

  it('controlled: the question is open while `open` says so; Show Key and Cancel only report', async () => {
    const onOpenChange = fn();
    const screen = await render(<Hidden open onOpenChange={onOpenChange} />);
    const dialog = page.getByRole('alertdialog', { name: 'Show this key?' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(page.getByRole('article', { includeHidden: true }))
      .toHaveAttribute('data-state', 'confirming');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // The owner did not pass the change back, so the question stays.
    await expect.element(dialog).toBeVisible();
    await screen.rerender(<Hidden open={false} onOpenChange={onOpenChange} />);
    await expect.element(dialog).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Show Key' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('article')).toHaveAttribute('data-state', 'hidden');
  });

  it('reveals at once when the app turns the question off', async () => {
    const onReveal = fn();
    await render(<Hidden onReveal={onReveal} confirmReveal={false} />);
    await page.getByRole('button', { name: 'Show Key' }).click();
    expect(onReveal).toHaveBeenCalledOnce();
  });
});

describe('InventoryGrid', () => {
  it('lists the items it is given', async () => {
    await renderAndPlay(grid.Playground);
  });

  it('shows No keys yet with a link to the products through renderLink', async () => {
    await renderAndPlay(grid.Empty);
  });

  it('announces loading and marks the region busy', async () => {
    await renderAndPlay(grid.Loading, { items: [] });
    await expect.element(page.getByText('No keys yet')).not.toBeInTheDocument();
  });
});
