import { composeStories } from '@storybook/react-vite';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { toast } from './Toaster';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Toaster.stories';

// The stories are the fixtures: the toast area (light, or dark) with a button that shows the story's toast.
const composed = composeStories(stories);
const { Playground, Dark } = composed;

const liveRegion = () => page.getByRole('region', { name: /Notifications/ });
const toastItem = (text: string) => page.getByRole('listitem').filter({ hasText: text });
const durationOf = (text: string) =>
  sonner.getToasts().find((t) => 'title' in t && t.title === text) as { duration?: number } | undefined;

afterEach(() => {
  toast.dismiss();
});

describe('Toaster and toast', () => {
  it('announces toasts in a polite live region at the top centre, above other layers', async () => {
    await render(<Playground />);
    await page.getByRole('button', { name: 'Show toast' }).click();
    await expect.element(liveRegion()).toHaveAttribute('aria-live', 'polite');
    await expect.element(liveRegion().getByText('Added to cart!')).toBeVisible();
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list.dataset.yPosition).toBe('top');
    expect(list.dataset.xPosition).toBe('center');
    expect(list.dataset.sonnerTheme).toBe('light');
    expect(getComputedStyle(list).zIndex).toBe('400');
  });

  it('gives each kind its duration: success 2 s, error and blank 4 s, loading until dismissed', async () => {
    await render(<Playground />);
    // sonner pauses every timer while the pointer rests on the toasts: keep it away (an earlier test may have
    // left it where the toaster now is), on the story's buttons below them.
    await userEvent.hover(page.getByRole('button', { name: 'Dismiss all' }));
    toast.success('Added to wishlist!');
    toast.error('Removed from cart');
    toast('Cart cleared');
    toast.message('Proceeding to checkout!');
    const loadingId = toast.loading('Signing in…');
    expect(durationOf('Added to wishlist!')?.duration).toBe(2000);
    expect(durationOf('Removed from cart')?.duration).toBe(4000);
    expect(durationOf('Cart cleared')?.duration).toBe(4000);
    expect(durationOf('Proceeding to checkout!')?.duration).toBe(4000);
    expect(durationOf('Signing in…')?.duration).toBe(Infinity);
    // Real time: the success toast leaves by itself while the loading toast stays until dismissed. (How long
    // each takes is asserted above from sonner's own state; wall-clock checks would flake on a busy machine.)
    await expect.element(toastItem('Added to wishlist!')).toBeVisible();
    await expect.poll(() => toastItem('Added to wishlist!').query(), { timeout: 15_000 }).toBeNull();
    await expect.element(toastItem('Signing in…')).toBeInTheDocument();
    toast.dismiss(loadingId);
    await expect.poll(() => toastItem('Signing in…').query()).toBeNull();
  }, 30_000);

  it('styles success and error toasts differently and can turn a loading toast into a result', async () => {
    await render(<Dark />);
    const id = toast.loading('Signing in…');
    await expect.element(toastItem('Signing in…')).toHaveAttribute('data-type', 'loading');
    toast.success('Successfully logged in!', { id });
    await expect.element(toastItem('Successfully logged in!')).toHaveAttribute('data-type', 'success');
    toast.error('Error signing out');
    await expect.element(toastItem('Error signing out')).toHaveAttribute('data-type', 'error');
    const success = toastItem('Successfully logged in!').element();
    const error = toastItem('Error signing out').element();
    expect(getComputedStyle(success).borderInlineStartColor).not.toBe(
      getComputedStyle(error).borderInlineStartColor,
    );
    expect(document.querySelector<HTMLElement>('[data-sonner-toaster]')!.dataset.sonnerTheme).toBe('dark');
  });

  it('keeps up to 20 toasts visible at once', async () => {
    await render(<Playground />);
    for (let index = 1; index <= 21; index += 1) toast(`Message ${index}`);
    await expect.element(toastItem('Message 21')).toBeInTheDocument();
    await expect
      .poll(() => document.querySelectorAll('[data-sonner-toast][data-visible="true"]').length)
      .toBe(20);
  });
});

describe('Toaster stories with motion on', () => {
  // The test-runner's main run pins reduced motion; these hold the play functions with sonner's animations.
  it.each(['Playground', 'Success', 'ErrorToast', 'Blank', 'Loading', 'Many', 'Dark'] as const)(
    '%s passes while toasts animate',
    async (name) => {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
      await renderAndPlay(composed[name]);
    },
  );

  it('shows a focus ring on the toast list after Alt+T', async () => {
    await renderAndPlay(composed.HotkeyFocus);
    // Chromium's own key presses, after a mouse click (so the focus is not :focus-visible): the ring shows.
    await page.getByRole('button', { name: 'Show toast' }).click();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    const list = page
      .getByRole('region', { name: /Notifications/ })
      .element()
      .querySelector('ol')!;
    await expect.element(list).toHaveFocus();
    await expect.element(list).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '2px' });
  });
});
