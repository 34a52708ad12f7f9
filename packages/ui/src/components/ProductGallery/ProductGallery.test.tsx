import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleImage, sampleScreenshots } from './ProductGallery.fixtures';
import { ProductGallery, thumbnailScrollStep } from './ProductGallery';

const renderGallery = (count: number) =>
  render(
    <div style={{ width: 480 }}>
      <ProductGallery alt="Hades" image={sampleImage('Cover')} screenshots={sampleScreenshots(count)} />
    </div>,
  );

describe('ProductGallery', () => {
  it('shows the chosen thumbnail as the main image', async () => {
    await renderGallery(8);
    await expect.element(page.getByRole('img', { name: 'Hades' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Show cover image' }))
      .toHaveAttribute('aria-pressed', 'true');
    const third = page.getByRole('button', { name: 'Show screenshot 3 of 8' });
    await third.click();
    await expect.element(third).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Show cover image' }))
      .toHaveAttribute('aria-pressed', 'false');
    const main = page.getByRole('img', { name: 'Hades, screenshot 3 of 8' });
    await expect.element(main).toHaveAttribute('src', sampleScreenshots(8)[2]);
  });

  it('starts again at the cover when the images change', async () => {
    const { rerender } = await renderGallery(3);
    await page.getByRole('button', { name: 'Show screenshot 2 of 3' }).click();
    await rerender(
      <div style={{ width: 480 }}>
        <ProductGallery alt="Celeste" image={sampleImage('Other')} screenshots={sampleScreenshots(2)} />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'Celeste' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Show cover image' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('lazy-loads thumbnails, which take their name from the button; the main picture comes first', async () => {
    const { container } = await renderGallery(3);
    expect(container.querySelector('img:not(button img)')).toHaveAttribute('fetchpriority', 'high');
    const thumbnails = container.querySelectorAll('button img');
    expect(thumbnails).toHaveLength(4);
    thumbnails.forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('alt', '');
    });
  });

  it('scrolls the strip 200 px per click and disables the buttons at the ends', async () => {
    const { container } = await renderGallery(12);
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

  it('is operable with the keyboard', async () => {
    await renderGallery(4);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Show screenshot 1 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('img', { name: 'Hades, screenshot 1 of 4' })).toBeVisible();
  });

  it('shows a named placeholder without images, or when the image fails', async () => {
    await render(<ProductGallery alt="Hades" image={null} />);
    await expect.element(page.getByRole('img', { name: 'No image available: Hades' })).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('falls back to the placeholder when the main image fails to load', async () => {
    await render(<ProductGallery alt="Hades" image="data:image/png;base64,broken" />);
    await expect.element(page.getByRole('img', { name: 'No image available: Hades' })).toBeVisible();
  });
});
