import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './DataTable.stories';

// The stories are the fixtures: the product list, sorted, selectable, paged, loading, empty, failed, capped.
const { Playground, Sorted, Selectable, Paginated, Loading, Empty, Error, StickyHeader } =
  composeStories(stories);

const rowNames = () => [...document.querySelectorAll('tbody th')].map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts by a header button and marks the sorted header with aria-sort', async () => {
    await renderAndPlay(Playground);
    await renderAndPlay(Sorted);
  });

  it('follows the APG sortable table from the keyboard: Tab to a header button, Enter and Space sort', async () => {
    const onSortChange = fn();
    // Wide enough that the table does not scroll (a scrolling region would be the first Tab stop).
    await page.viewport(1280, 800);
    await render(<Playground onSortChange={onSortChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Product' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('columnheader', { name: 'Product' }))
      .toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()[0]).toBe('Baldur’s Gate 3');
    await userEvent.keyboard(' ');
    await expect
      .element(page.getByRole('columnheader', { name: 'Product' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()[0]).toBe('Stardew Valley');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Platform' })).toHaveFocus();
    expect(onSortChange.mock.calls).toEqual([
      [{ column: 'name', direction: 'ascending' }],
      [{ column: 'name', direction: 'descending' }],
    ]);
  });

  it('selects rows with Space and all rows of the page from the header, mixed in between', async () => {
    const onSelectedChange = fn();
    await page.viewport(1280, 800);
    await render(<Selectable defaultSelected={[]} onSelectedChange={onSelectedChange} />);
    await userEvent.keyboard('{Tab}');
    const all = page.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect.element(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(all).toBeChecked();
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect.element(page.getByRole('checkbox', { name: 'Select Hades II' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(all).toBePartiallyChecked();
    expect(onSelectedChange).toHaveBeenLastCalledWith([2, 3, 4, 5]);
    await renderAndPlay(Selectable);
  });

  it('is controlled by selected, sort and page', async () => {
    await render(<Paginated page={2} sort={{ column: 'stock', direction: 'descending' }} />);
    await expect
      .element(page.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Page 3' }).click();
    // Controlled: the page stays until the app changes it.
    await expect
      .element(page.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    const stock = [...document.querySelectorAll('tbody tr')].map((row) =>
      Number(row.lastElementChild!.textContent),
    );
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
  });

  it('pages with Pagination', async () => {
    await renderAndPlay(Paginated);
  });

  it('shows manual (server) rows as given, with the page count from rowCount', async () => {
    await render(<Paginated manual rowCount={40} defaultSort={{ column: 'name', direction: 'ascending' }} />);
    expect(rowNames()).toHaveLength(12);
    await expect.element(page.getByRole('button', { name: 'Page 8' })).toBeVisible();
  });

  it('shows loading, empty and error states', async () => {
    await renderAndPlay(Loading);
    await renderAndPlay(Empty);
    await renderAndPlay(Error);
  });

  it('makes a table too wide for a phone a scroll region, the first Tab stop', async () => {
    await page.viewport(360, 740);
    await render(<Selectable />);
    // The region becomes a Tab stop once the ResizeObserver has seen it overflow, a frame after the render.
    const region = page.getByRole('region', { name: 'Products' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Tab}');
    await expect.element(region).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus();
    await page.viewport(1280, 800);
  });

  it('scrolls in a keyboard-reachable region whose controls keep their whole focus ring', async () => {
    await renderAndPlay(StickyHeader);
    const region = page.getByRole('region', { name: 'Products' }).element() as HTMLElement;
    region.scrollTop = 200;
    const header = document.querySelector('thead th')!.getBoundingClientRect();
    expect(Math.abs(header.top - region.getBoundingClientRect().top)).toBeLessThan(2);
    region.scrollTop = 0;
    await userEvent.keyboard('{Tab}{Tab}');
    const button = page.getByRole('button', { name: 'Product' }).element();
    await expect.element(page.getByRole('button', { name: 'Product' })).toHaveFocus();
    // The ring is drawn inside the button, so the region's edge cannot clip it.
    expect(getComputedStyle(button).outlineOffset).toBe('-2px');
    const box = button.getBoundingClientRect();
    const edge = region.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(edge.left);
    expect(box.top).toBeGreaterThanOrEqual(edge.top);
  });
});
