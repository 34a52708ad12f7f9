import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { fileMatchesAccept, formatFileSize } from './FileDropZone';
import { dropOn } from './FileDropZone.fixtures';
import * as stories from './FileDropZone.stories';

// The stories are the fixtures: the product's key file, dropped, dragged over, refused, uploading and done.
const {
  Playground,
  Dropped,
  Dragging,
  WrongType,
  TooLarge,
  Uploading,
  Success,
  Invalid,
  Disabled,
  Multiple,
} = composeStories(stories);

const input = () => page.getByLabelText(/^Key file/);

describe('FileDropZone', () => {
  it('lists and reports a file chosen with the picker', async () => {
    await renderAndPlay(Playground);
  });

  it('is a labelled file input reached with Tab, its ring drawn on the zone', async () => {
    await render(<Playground />);
    await userEvent.keyboard('{Tab}');
    await expect.element(input()).toHaveFocus();
    const zone = input().element().parentElement!;
    expect(getComputedStyle(zone).outlineStyle).toBe('solid');
  });

  it('takes a real drop (DataTransfer) and puts the file into the input for the form', async () => {
    const onFilesChange = fn();
    const screen = await render(
      <form>
        <Playground onFilesChange={onFilesChange} />
      </form>,
    );
    const file = new File(['KEY-1\nKEY-2\n'], 'keys.txt', { type: 'text/plain' });
    dropOn(input().element().parentElement!, [file]);
    await expect.element(page.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('keys.txt');
    expect(onFilesChange).toHaveBeenCalledWith([file]);
    const data = new FormData(screen.container.querySelector('form')!);
    expect((data.get('keys') as File).name).toBe('keys.txt');
  });

  it('runs the drop, drag, type and size stories', async () => {
    await renderAndPlay(Dropped);
    await renderAndPlay(Dragging);
    await renderAndPlay(WrongType);
    await renderAndPlay(TooLarge);
  });

  it('keeps one file unless multiple, and says so', async () => {
    const onFilesReject = fn();
    await render(<Playground onFilesReject={onFilesReject} />);
    const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
    dropOn(input().element().parentElement!, files);
    await expect.element(input()).toHaveAccessibleDescription(/^Choose one file only\./);
    await expect.element(page.getByRole('status')).toHaveTextContent('Choose one file only.');
    expect(onFilesReject.mock.calls[0]![0][0]).toMatchObject({ reason: 'tooMany', file: files[1] });
    await renderAndPlay(Multiple);
  });

  it('shows progress, success and the app’s error', async () => {
    await renderAndPlay(Uploading);
    await renderAndPlay(Success);
    await renderAndPlay(Invalid);
    await expect.element(page.getByText('Line 12: the CSV has an unclosed quote.')).toBeVisible();
  });

  it('takes nothing when disabled', async () => {
    await renderAndPlay(Disabled);
  });

  it('matches accept lists and formats sizes like the browser', () => {
    const csv = new File([''], 'Keys.CSV', { type: 'text/csv' });
    expect(fileMatchesAccept(csv, '.txt, .csv')).toBe(true);
    expect(fileMatchesAccept(csv, 'text/*')).toBe(true);
    expect(fileMatchesAccept(csv, 'image/*,.pdf')).toBe(false);
    expect(fileMatchesAccept(csv, undefined)).toBe(true);
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(0)).toBe('0 byte');
  });
});
