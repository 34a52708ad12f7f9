import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import { paginationRange } from './Pagination';
import * as stories from './Pagination.stories';

// The stories are the fixtures: five pages from the first, middle and last; a single page; eight pages as links.
const { First, Middle, Last, SinglePage, AsLinks, Mobile } = composeStories(stories);

const nav = () => page.getByRole('navigation', { name: 'Pagination' });

describe('paginationRange', () => {
  it('shows every page when few, else seven slots with ellipses for gaps of two or more', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationRange(5, 10, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 10]);
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(99, 40)).toEqual([1, 'ellipsis-start', 36, 37, 38, 39, 40]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', async () => {
    const { container } = await renderAndPlay(SinglePage);
    expect(container).toBeEmptyDOMElement();
  });

  it('buttons: a named nav, current page marked, first end disabled, Next moves on', async () => {
    await renderAndPlay(First);
  });

  it('buttons: the disabled end is skipped by Tab and Enter picks a page', async () => {
    const onPageChange = fn();
    await render(<First onPageChange={onPageChange} />);
    await expect.element(nav().getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    // The disabled Previous is skipped: Tab goes to page 1 first.
    await userEvent.tab();
    await expect.element(nav().getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('buttons: Next disabled on the last page, Previous goes back', async () => {
    const onPageChange = fn();
    // The story's play: Next is disabled.
    await renderAndPlay(Last, { onPageChange });
    await nav().getByRole('button', { name: 'Previous' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('links: one href per page through renderLink, with aria-current on the current one', async () => {
    const onPageChange = fn();
    // The story's play: page 3's address, page 2 current.
    await renderAndPlay(AsLinks, { onPageChange });
    const links = page.getByRole('link').all();
    expect(links.map((link) => link.element().getAttribute('aria-label'))).toEqual([
      'Previous',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 8',
      'Next',
    ]);
    await expect
      .element(page.getByRole('link', { name: 'Next' }))
      .toHaveAttribute('href', '#/products?page=3');
    await page.getByRole('link', { name: 'Page 8' }).click();
    expect(onPageChange).toHaveBeenCalledWith(8);
  });

  it('points Previous and Next the reading way: mirrored right to left', async () => {
    const arrow = (name: string) =>
      getComputedStyle(nav().getByRole('button', { name }).element().querySelector('svg')!).transform;
    const { rerender } = await render(<Middle />);
    expect([arrow('Previous'), arrow('Next')]).toEqual(['none', 'none']);
    await rerender(
      <div dir="rtl">
        <Middle />
      </div>,
    );
    expect([arrow('Previous'), arrow('Next')]).toEqual([
      'matrix(-1, 0, 0, 1, 0, 0)',
      'matrix(-1, 0, 0, 1, 0, 0)',
    ]);
  });

  it('takes its texts from props', async () => {
    await render(
      <Middle labels={{ nav: 'Seiten', previous: 'Zurück', next: 'Weiter', page: (n) => `Seite ${n}` }} />,
    );
    const german = page.getByRole('navigation', { name: 'Seiten' });
    await expect.element(german.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    await expect
      .element(german.getByRole('button', { name: 'Seite 3' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('stays on one row at 360 px', async () => {
    await page.viewport(360, 740);
    await renderAndPlay(Mobile);
  });
});
