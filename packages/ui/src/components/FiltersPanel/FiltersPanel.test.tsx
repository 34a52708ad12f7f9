import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emptyFilters } from './FiltersPanel';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './FiltersPanel.stories';

// The stories are the fixtures: the panel as the products page holds it (applied value and open flag), closed,
// held open by its owner, open, with applied values, with the API's facet counts and with applied facets.
const {
  Collapsed,
  ExpandFromCollapsed,
  OpenHeldByOwner,
  Expanded,
  WithValues,
  Invalid,
  WithCounts,
  WithAppliedFacets,
  OtherCurrency,
  ActiveFilters,
  ImpossibleRange,
} = composeStories(stories);

const min = () => page.getByRole('spinbutton', { name: 'Minimum price (€)' });
const max = () => page.getByRole('spinbutton', { name: 'Maximum price (€)' });
const platform = () => page.getByRole('combobox', { name: 'Platform' });
const apply = () => page.getByRole('button', { name: 'Apply' });

describe('FiltersPanel', () => {
  it('shows the applied filters as chips while closed; a chip removes its filter, by keyboard too', async () => {
    const onChange = fn();
    await render(<ActiveFilters onChange={onChange} />);
    const chips = page.getByRole('group', { name: 'Active filters' });
    await expect.element(chips).toHaveTextContent('From €10.00Up to €60.00SteamHorrorRPGIn stock only');
    page.getByRole('button', { name: 'Remove filter: Up to €60.00' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      minPrice: 10,
      maxPrice: null,
      platform: 'steam',
      genres: ['Horror', 'RPG'],
      inStock: true,
    });
    await expect.element(chips).not.toHaveTextContent('Up to');
  });

  it('says an applied minimum above the maximum, keeps both as given and marks the maximum', async () => {
    await render(<ImpossibleRange />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('no product can match');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect.element(min()).toHaveValue(50);
    await expect.element(max()).toHaveValue(10);
    await expect.element(max()).toHaveAttribute('aria-invalid', 'true');
  });

  it('ends "Collapsed" collapsed; opening is its own story', async () => {
    await renderAndPlay(Collapsed);
    await expect
      .element(page.getByRole('button', { name: 'Filters' }))
      .toHaveAttribute('aria-expanded', 'false');
    document.body.replaceChildren();
    await renderAndPlay(ExpandFromCollapsed);
    await expect
      .element(page.getByRole('button', { name: 'Filters' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('is a disclosure: the Filters button shows and hides the panel it controls (keyboard too)', async () => {
    const onOpenChange = fn();
    await render(<Collapsed onOpenChange={onOpenChange} />);
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.element().getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    await userEvent.tab();
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('controlled open follows the prop only', async () => {
    const onOpenChange = fn();
    // The panel, open, in an owner that does not follow onOpenChange (the other stories' owner does).
    await render(<OpenHeldByOwner onOpenChange={onOpenChange} />);
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(min()).toBeVisible();
  });

  it('price fields are decimal number inputs from 0 in cents', async () => {
    await render(<Expanded />);
    for (const field of [min(), max()]) {
      await expect.element(field).toHaveAttribute('type', 'number');
      await expect.element(field).toHaveAttribute('inputmode', 'decimal');
      await expect.element(field).toHaveAttribute('min', '0');
      await expect.element(field).toHaveAttribute('step', '0.01');
    }
    expect(
      platform()
        .getByRole('option')
        .all()
        .map((option) => option.element().textContent),
    ).toEqual(['All platforms', 'Steam', 'Epic Games', 'Battle.net', 'GOG']);
  });

  it('carries hiddenFields in its form, so a submission without scripts keeps the search and sort', async () => {
    await render(<Expanded hiddenFields={{ search: 'knight', sortBy: 'price-asc' }} />);
    await userEvent.selectOptions(platform(), 'steam');
    const form = page.getByRole('form', { name: 'Filters' }).element() as HTMLFormElement;
    expect([...new FormData(form)]).toEqual([
      ['search', 'knight'],
      ['sortBy', 'price-asc'],
      ['minPrice', ''],
      ['maxPrice', ''],
      ['platform', 'steam'],
    ]);
  });

  it("names the store's currency in the price fields", async () => {
    await render(<OtherCurrency />);
    await expect.element(page.getByRole('spinbutton', { name: 'Minimum price ($)' })).toBeVisible();
    await expect.element(page.getByRole('spinbutton', { name: 'Maximum price ($)' })).toBeVisible();
  });

  it('applies numbers (empty = no bound; equal bounds allowed) on Apply and on Enter', async () => {
    const onChange = fn();
    await render(<Expanded onChange={onChange} />);
    await min().fill('9.99');
    await platform().selectOptions('battle-net');
    expect(onChange).not.toHaveBeenCalled();
    await apply().click();
    expect(onChange).toHaveBeenLastCalledWith({
      minPrice: 9.99,
      maxPrice: null,
      platform: 'battle-net',
      genres: [],
      inStock: false,
    });
    await max().fill('9.99');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      minPrice: 9.99,
      maxPrice: 9.99,
      platform: 'battle-net',
      genres: [],
      inStock: false,
    });
  });

  it('rejects min above max and non-numeric text with field errors, without calling onChange', async () => {
    const onChange = fn();
    await render(<Invalid onChange={onChange} />);
    await min().fill('30');
    await max().fill('10');
    await apply().click();
    await expect.element(max()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(max()).toHaveAccessibleDescription('The maximum must not be below the minimum.');
    await expect.element(max()).toHaveFocus();
    await max().clear();
    await userEvent.type(max(), '1e');
    await apply().click();
    await expect.element(max()).toHaveAccessibleDescription('Enter a number, such as 9.99.');
    await min().fill('-1');
    await max().clear();
    await apply().click();
    await expect.element(min()).toHaveAccessibleDescription('Enter 0 or more.');
    await expect.element(min()).toHaveFocus();
    await expect.element(max()).not.toHaveAttribute('aria-invalid');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Reset clears the fields and applies no filters; outside changes show in the fields', async () => {
    const onChange = fn();
    // The story's owner takes a new applied value from outside (the URL on the page) on rerender.
    const { rerender } = await render(<WithValues onChange={onChange} />);
    await expect.element(min()).toHaveValue(10);
    await expect.element(platform()).toHaveValue('steam');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(onChange).toHaveBeenLastCalledWith(emptyFilters);
    await expect.element(min()).toHaveValue(null);
    await expect.element(max()).toHaveValue(null);
    await expect.element(platform()).toHaveValue('all');
    await rerender(
      <WithValues onChange={onChange} value={{ minPrice: 1, maxPrice: 2, platform: 'steam' }} />,
    );
    await expect.element(max()).toHaveValue(2);
    await expect.element(platform()).toHaveValue('steam');
  });

  it('shows each choice with its count, and offers genres and the stock toggle only with counts', async () => {
    const { rerender } = await render(<Expanded />);
    expect(page.getByRole('checkbox').elements()).toHaveLength(0);
    expect(page.getByRole('group', { name: 'Genres' }).elements()).toHaveLength(0);
    await rerender(<WithCounts />);
    expect(
      platform()
        .getByRole('option')
        .all()
        .map((option) => option.element().textContent),
    ).toEqual(['All platforms (3,021)', 'Steam (1,204)', 'Epic Games (800)', 'Battle.net (17)', 'GOG (0)']);
    const genres = page.getByRole('group', { name: 'Genres' });
    expect(
      genres
        .getByRole('checkbox')
        .all()
        .map((box) => box.element().getAttribute('value')),
    ).toEqual(['Action', 'Adventure', 'RPG', 'Strategy', 'Horror', 'Open World']);
    await expect.element(genres.getByRole('checkbox', { name: 'RPG (312)' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'In stock only (2,890)' })).not.toBeChecked();
  });

  it('applies several genres and in stock only together with price and platform', async () => {
    const onChange = fn();
    await render(<WithCounts onChange={onChange} formatCount={(n) => n.toLocaleString('de')} />);
    await page.getByRole('checkbox', { name: 'Action (1.500)' }).click();
    await page.getByRole('checkbox', { name: 'RPG (312)' }).click();
    await page.getByRole('checkbox', { name: 'Horror (0)' }).click();
    await page.getByRole('checkbox', { name: 'Horror (0)' }).click();
    await page.getByRole('checkbox', { name: /In stock only/ }).click();
    await max().fill('30');
    expect(onChange).not.toHaveBeenCalled();
    await apply().click();
    expect(onChange).toHaveBeenLastCalledWith({
      minPrice: null,
      maxPrice: 30,
      platform: 'all',
      genres: ['Action', 'RPG'],
      inStock: true,
    });
  });

  it('shows applied genres and stock from outside, and Reset clears them', async () => {
    const onChange = fn();
    await render(<WithAppliedFacets onChange={onChange} />);
    await expect.element(page.getByRole('checkbox', { name: 'Horror (0)' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(onChange).toHaveBeenLastCalledWith(emptyFilters);
    await expect.element(page.getByRole('checkbox', { name: 'Horror (0)' })).not.toBeChecked();
  });
});
