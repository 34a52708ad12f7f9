import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { carouselWheelThrottleMs } from './Carousel';
import { pictureBox } from './Carousel.fixtures';
import * as stories from './Carousel.stories';

// The stories are the fixtures: the home page's four slides, rotating, and a single slide.
const { Default, AutoRotating, SingleSlide, Mobile, WheelScrollsPage } = composeStories(stories);

const slide = (position: number) => page.getByRole('group', { name: `${position} of 4` });
const bullet = (position: number) => page.getByRole('button', { name: `Go to slide ${position}` });
const showing = async (position: number) => {
  await expect.element(bullet(position)).toHaveAttribute('aria-current', 'true');
  await expect.element(slide(position)).not.toHaveAttribute('inert');
};
const wheel = (target: Element, deltaX: number, deltaY = 0) => {
  const event = new WheelEvent('wheel', { deltaX, deltaY, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('follows the APG structure: named carousel, labelled slides, only the current one reachable', async () => {
    await render(<Default />);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    for (const position of [1, 2, 3, 4]) {
      await expect.element(slide(position)).toHaveAttribute('aria-roledescription', 'slide');
    }
    await showing(1);
    await expect.element(slide(2)).toHaveAttribute('inert');
    // The first picture loads at once and first; the others wait until needed.
    const pictures = document.querySelectorAll('[aria-roledescription="slide"] img');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    const link = page.getByRole('link', { name: 'New releases, instantly delivered' });
    await expect.element(link).toHaveAttribute('href', '#/products');
    // Only the current slide's link is in the tab order: the next stop is the first bullet.
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    await userEvent.tab();
    await expect.element(bullet(1)).toHaveFocus();
    await expect.element(page.getByRole('img', { name: 'A collage of new game covers' })).toBeVisible();
    expect(carousel.element().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('bullets go to their slide and report the index; arrows step (stopping at the ends), Home/End jump, focus follows the bullet', async () => {
    // The story's play: bullet 3, then ArrowDown (focus follows), Home, End and ArrowLeft back to slide 3.
    await renderAndPlay(Default);
    await showing(3);
    await expect.element(bullet(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await showing(4);
    await expect.element(bullet(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await showing(4);
    await userEvent.keyboard('{ArrowUp}');
    await showing(3);
    await userEvent.keyboard('{Home}');
    await showing(1);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowUp}');
    await showing(1);
    await userEvent.keyboard('{End}');
    await showing(4);
    await expect.element(bullet(4)).toHaveFocus();
  });

  it('keys on the slide link move focus into the new slide', async () => {
    await render(<Default />);
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'New releases, instantly delivered' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await showing(2);
    await expect.element(page.getByRole('link', { name: 'Extra bonus on orders over €150' })).toHaveFocus();
  });

  it('a sideways wheel gesture moves one slide and passes on at the ends; the vertical wheel scrolls the page', async () => {
    await render(<Default />);
    const viewport = slide(1).element().parentElement!.parentElement!;
    expect(wheel(viewport, 0, 100).defaultPrevented).toBe(false);
    expect(wheel(viewport, 10, 100).defaultPrevented).toBe(false);
    await showing(1);
    expect(wheel(viewport, -100).defaultPrevented).toBe(false);
    expect(wheel(viewport, 100).defaultPrevented).toBe(true);
    await showing(2);
    // A burst of wheel events within the throttle window moves no further.
    wheel(viewport, 100);
    wheel(viewport, 100);
    await showing(2);
    await new Promise((resolve) => setTimeout(resolve, carouselWheelThrottleMs + 50));
    wheel(viewport, 100);
    await showing(3);
  });

  it('leaves the vertical wheel to the page (the story holds it)', async () => {
    await renderAndPlay(WheelScrollsPage);
  });

  it('auto-rotates, pausing on hover and focus; the first control stops and restarts it', async () => {
    const { container } = await render(
      <>
        <p>Outside</p>
        <AutoRotating autoPlay={150} />
      </>,
    );
    // Earlier tests may have left the pointer where the carousel now is.
    await page.getByText('Outside').hover();
    const live = () => container.querySelector('[aria-live]');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect.element(carousel).toHaveAttribute('data-state', 'rotating');
    expect(live()).toHaveAttribute('aria-live', 'off');
    await showing(2);
    await carousel.hover();
    await expect.element(carousel).toHaveAttribute('data-state', 'paused');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    await page.getByText('Outside').hover();
    await expect.element(carousel).toHaveAttribute('data-state', 'rotating');
    // The rotation control comes first in the tab order; focus inside pauses.
    await userEvent.tab();
    const stop = page.getByRole('button', { name: 'Stop automatic slide show' });
    await expect.element(stop).toHaveFocus();
    await expect.element(carousel).toHaveAttribute('data-state', 'paused');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
    // Stopped stays stopped after focus and pointer leave.
    (document.activeElement as HTMLElement).blur();
    await expect.element(carousel).toHaveAttribute('data-state', 'paused');
    await page.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.getByText('Outside').hover();
    (document.activeElement as HTMLElement).blur();
    await expect.element(carousel).toHaveAttribute('data-state', 'rotating');
  });

  it('does not start rotating by itself under prefers-reduced-motion; Play still starts it', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({
            ...real(query),
            matches: true,
            addEventListener() {},
            removeEventListener() {},
          } as MediaQueryList)
        : real(query),
    );
    await render(<AutoRotating autoPlay={100} />);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect.element(carousel).toHaveAttribute('data-state', 'paused');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await showing(1);
    const start = page.getByRole('button', { name: 'Start automatic slide show' });
    await start.click();
    await expect.element(page.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
  });

  it('a single slide has no bullets and no rotation control', async () => {
    await renderAndPlay(SingleSlide);
  });

  describe('the caption never covers the picture', () => {
    // Vitest's own viewport, as the other tests see it.
    afterEach(() => page.viewport(414, 896));

    it.each([360, 390])('on a %i px phone it stands below the whole picture', async (width) => {
      await page.viewport(width, 740);
      await renderAndPlay(Mobile);
    });

    it('on a wide screen it stands beside the picture, at the start side', async () => {
      await page.viewport(1280, 800);
      await render(<Default />);
      const current = slide(1).element();
      const image = current.querySelector('img')!;
      await expect.poll(() => image.naturalWidth).toBeGreaterThan(0);
      const caption = current.querySelector('h2')!.parentElement!.getBoundingClientRect();
      const picture = pictureBox(image);
      expect(caption.right).toBeLessThanOrEqual(picture.left);
      // The picture keeps a large share of the slide.
      expect(picture.bottom - picture.top).toBeGreaterThan(current.getBoundingClientRect().height * 0.8);
    });
  });

  it('follows a parent that passes index, reporting the chosen slide', async () => {
    const onIndexChange = fn();
    const { rerender } = await render(<Default index={1} onIndexChange={onIndexChange} />);
    await showing(2);
    await bullet(4).click();
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    await showing(2);
    await rerender(<Default index={3} onIndexChange={onIndexChange} />);
    await showing(4);
  });
});
