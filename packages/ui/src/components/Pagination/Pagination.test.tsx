import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pagination, paginationRange } from './Pagination';

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
    const { container } = await render(<Pagination page={1} pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('buttons: a named nav, current page marked, ends disabled, keyboard works', async () => {
    const onPageChange = vi.fn();
    const { rerender } = await render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect.element(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    await expect.element(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The disabled Previous is skipped: Tab goes to page 1 first.
    await userEvent.tab();
    await expect.element(nav.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    await expect.element(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Previous' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('links: one href per page through renderLink, with aria-current on the current one', async () => {
    const onPageChange = vi.fn();
    await render(
      <Pagination
        page={5}
        pageCount={20}
        getHref={(n) => `?page=${n}`}
        onPageChange={onPageChange}
        renderLink={({ href, children, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              props.onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    const links = page.getByRole('link').all();
    expect(links.map((link) => link.element().getAttribute('aria-label'))).toEqual([
      'Previous',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 20',
      'Next',
    ]);
    await expect.element(page.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=6');
    await page.getByRole('link', { name: 'Page 20' }).click();
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('takes its texts from props', async () => {
    await render(
      <Pagination
        page={2}
        pageCount={3}
        labels={{ nav: 'Seiten', previous: 'Zurück', next: 'Weiter', page: (n) => `Seite ${n}` }}
      />,
    );
    const nav = page.getByRole('navigation', { name: 'Seiten' });
    await expect.element(nav.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    await expect
      .element(nav.getByRole('button', { name: 'Seite 2' }))
      .toHaveAttribute('aria-current', 'page');
  });
});
