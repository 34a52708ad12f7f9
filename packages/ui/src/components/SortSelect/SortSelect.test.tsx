import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { hydrateServerHtml, RendersAgain } from '../../utils/hydration.fixtures';
import { SortSelect, sortOptions } from './SortSelect';
import * as stories from './SortSelect.stories';

// The stories are the fixtures (the featured order); the controlled contract needs the bare component.
const { Playground } = composeStories(stories);

describe('SortSelect', () => {
  it('offers the eight orders with readable labels, labelled Sort by', async () => {
    await render(<Playground />);
    const select = page.getByRole('combobox', { name: 'Sort by' });
    await expect.element(select).toHaveValue('featured');
    const options = select.getByRole('option').all();
    expect(options.map((option) => option.element().textContent)).toEqual([
      'Featured',
      'Newest',
      'Bestsellers',
      'Trending',
      'Price: low to high',
      'Price: high to low',
      'Name: A–Z',
      'Name: Z–A',
    ]);
    expect(options.map((option) => option.element().getAttribute('value'))).toEqual(
      sortOptions.map((option) => option.value),
    );
  });

  // The story holds the value in state; this checks the bare component stays controlled, a direct render.
  it('reports a choice only once applied, by the button or Enter, and follows the value it is given', async () => {
    const onValueChange = vi.fn();
    const { rerender } = await render(<SortSelect value="featured" onValueChange={onValueChange} />);
    const select = page.getByRole('combobox', { name: 'Sort by' });
    await select.selectOptions('name-desc');
    expect(onValueChange).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Sort' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('name-desc');
    // Controlled: the owner did not change the value, but the choice stays shown until it does.
    await expect.element(select).toHaveValue('name-desc');
    await rerender(<SortSelect value="new" onValueChange={onValueChange} />);
    await expect.element(select).toHaveValue('new');
  });

  // APG select-only combobox with real keys: browsing never applies (WCAG 3.2.2); Enter does, the focus stays.
  it('lets the keyboard reach any order without applying one, then applies it on Enter', async () => {
    const onValueChange = vi.fn();
    await render(<SortSelect value="featured" onValueChange={onValueChange} />);
    const select = page.getByRole('combobox', { name: 'Sort by' });
    const element = select.element() as HTMLSelectElement;
    element.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Some platforms open the list on ArrowDown instead of changing the value: either way nothing applies.
    for (let i = 0; element.value !== 'price-asc' && i < 8; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect.element(select).toHaveValue('price-asc');
    expect(onValueChange.mock.calls).toEqual([['price-asc']]);
    expect(document.activeElement).toBe(element);
  });

  it('applies nothing when the shown order is the one in force', async () => {
    const onValueChange = vi.fn();
    await render(<SortSelect value="new" onValueChange={onValueChange} />);
    await page.getByRole('button', { name: 'Sort' }).click();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('takes a label and translated option labels', async () => {
    await render(<Playground labels={{ sortBy: 'Sortieren nach', featured: 'Empfohlen' }} />);
    const select = page.getByRole('combobox', { name: 'Sortieren nach' });
    await expect.element(select.getByRole('option', { name: 'Empfohlen' })).toBeInTheDocument();
  });

  // On a slow phone the server's page is there before its scripts: a choice made then must not be lost.
  it('keeps an order chosen on the server-rendered page before it hydrated, ready to apply', async () => {
    for (const chosen of ['new', undefined]) {
      const onValueChange = vi.fn();
      const { container, unmount } = await hydrateServerHtml(
        <SortSelect value="featured" onValueChange={onValueChange} />,
        { before: (html) => chosen && (html.querySelector('select')!.value = chosen) },
      );
      expect(onValueChange).not.toHaveBeenCalled();
      container.querySelector('button')!.click();
      expect(onValueChange.mock.calls).toEqual(chosen ? [[chosen]] : []);
      await unmount();
    }
  });

  it('keeps an order whose choice woke hydration up, though the page renders again before its change event', async () => {
    const onValueChange = vi.fn();
    const { container, unmount } = await hydrateServerHtml(
      <RendersAgain>{() => <SortSelect value="featured" onValueChange={onValueChange} />}</RendersAgain>,
      {
        // A browser sends `input`, then `change`; React hydrates at the first, the owner renders again in between.
        during: (html) => {
          const select = html.querySelector('select')!;
          select.value = 'new';
          select.dispatchEvent(new Event('input', { bubbles: true }));
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
      },
    );
    expect(container.querySelector('select')!.value).toBe('new');
    container.querySelector('button')!.click();
    expect(onValueChange.mock.calls).toEqual([['new']]);
    await unmount();
  });
});
