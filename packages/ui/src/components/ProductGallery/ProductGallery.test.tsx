import { composeStories } from '@storybook/react-vite';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { thumbnailScrollStep } from './ProductGallery';
import { sampleImage, sampleScreenshots } from './ProductGallery.fixtures';
import * as stories from './ProductGallery.stories';

// The stories are the fixtures: a cover and eight screenshots (wide and on a phone), no image, a broken one.
const { Playground, Keyboard, Mobile, NoImage, BrokenImage } = composeStories(stories);
const screenshots = Playground.args.screenshots!;

describe('ProductGallery', () => {
  it('shows the chosen thumbnail as the main image', async () => {
    await render(<Playground />);
    await expect.element(page.getByRole('img', { name: 'Cyberpunk 2077' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Show cover image' }))
      .toHaveAttribute('aria-pressed', 'true');
    const third = page.getByRole('button', { name: 'Show screenshot 3 of 8' });
    await third.click();
    await expect.element(third).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Show cover image' }))
      .toHaveAttribute('aria-pressed', 'false');
    const main = page.getByRole('img', { name: 'Cyberpunk 2077, screenshot 3 of 8' });
    await expect.element(main).toHaveAttribute('src', screenshots[2]);
  });

  it('starts again at the cover when the images change', async () => {
    const { rerender } = await render(<Playground />);
    await page.getByRole('button', { name: 'Show screenshot 2 of 8' }).click();
    // Another product in the same gallery (client-side navigation).
    await rerender(
      <Playground alt="Celeste" image={sampleImage('Other')} screenshots={sampleScreenshots(2)} />,
    );
    await expect.element(page.getByRole('img', { name: 'Celeste' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Show cover image' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('lazy-loads thumbnails, which take their name from the button; the main picture comes first', async () => {
    const { container } = await render(<Playground />);
    expect(container.querySelector('img:not(button img)')).toHaveAttribute('fetchpriority', 'high');
    const thumbnails = container.querySelectorAll('button img');
    expect(thumbnails).toHaveLength(screenshots.length + 1);
    thumbnails.forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('alt', '');
    });
  });

  it('scrolls the strip 200 px per click and disables the buttons at the ends', async () => {
    const { container } = await render(<Mobile />);
    const track = container.querySelector('ul')!;
    const previous = page.getByRole('button', { name: 'Previous screenshots' });
    const next = page.getByRole('button', { name: 'Next screenshots' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await expect.element(next).toHaveAttribute('aria-disabled', 'false');

    await next.click();
    await expect.poll(() => track.scrollLeft).toBe(thumbnailScrollStep);
    await expect.element(previous).toHaveAttribute('aria-disabled', 'false');

    await previous.click();
    await expect.poll(() => track.scrollLeft).toBe(0);
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');

    track.scrollLeft = track.scrollWidth;
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    const end = track.scrollLeft;
    await next.click({ force: true });
    expect(track.scrollLeft).toBe(end);
  });

  it('re-renders while the strip scrolls only when it leaves or reaches an end', async () => {
    let commits = 0;
    const { container } = await render(
      <Profiler id="gallery" onRender={() => (commits += 1)}>
        <Mobile />
      </Profiler>,
    );
    const track = container.querySelector('ul')!;
    const next = page.getByRole('button', { name: 'Next screenshots' });
    const previous = page.getByRole('button', { name: 'Previous screenshots' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await expect.element(next).toHaveAttribute('aria-disabled', 'false');
    // Its ResizeObserver reports once after observing, at a frame's rendering: count from the frame after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const before = commits;
    // Ten scroll positions inside the strip, all after its start and before its end: one change (the start left).
    for (let left = 10; left <= 100; left += 10) {
      track.scrollLeft = left;
      await new Promise((resolve) => track.addEventListener('scroll', resolve, { once: true }));
    }
    await expect.element(previous).toHaveAttribute('aria-disabled', 'false');
    await expect.element(next).toHaveAttribute('aria-disabled', 'false');
    // The start left behind, and at most one more render React may make before it sees the state unchanged.
    expect(commits - before).toBeLessThanOrEqual(2);
  });

  it('scrolls towards the end right to left too, with its arrows mirrored', async () => {
    const { container } = await render(
      <div dir="rtl">
        <Mobile />
      </div>,
    );
    const track = container.querySelector('ul')!;
    const previous = page.getByRole('button', { name: 'Previous screenshots' });
    const next = page.getByRole('button', { name: 'Next screenshots' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');

    await next.click();
    // Right to left, the strip's start is scrollLeft 0 and its end lies at negative values.
    await expect.poll(() => track.scrollLeft).toBe(-thumbnailScrollStep);
    await expect.element(previous).toHaveAttribute('aria-disabled', 'false');
    expect(getComputedStyle(next.element().querySelector('svg')!).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );

    await previous.click();
    await expect.poll(() => track.scrollLeft).toBe(0);
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('is operable with the keyboard', async () => {
    await render(<Keyboard />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Show screenshot 1 of 8' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('img', { name: 'Cyberpunk 2077, screenshot 1 of 8' })).toBeVisible();
  });

  it('shows a named placeholder without images, or when the image fails', async () => {
    await render(<NoImage />);
    await expect.element(page.getByRole('img', { name: 'No image available: Cyberpunk 2077' })).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('falls back to the placeholder when the main image fails to load', async () => {
    await render(<BrokenImage />);
    await expect.element(page.getByRole('img', { name: 'No image available: Cyberpunk 2077' })).toBeVisible();
  });
});
