import { describe, expect, it } from 'vitest';
import {
  catalogueQuery,
  impossibleRange,
  keptByFiltersForm,
  pageCountOf,
  readCatalogueView,
  writeCatalogueView,
  type CatalogueView,
} from './catalogueParams';

const read = (query: string) => readCatalogueView(new URLSearchParams(query));

describe('catalogue view ↔ URL', () => {
  it('reads a plain URL as no filter, featured order, page 1', () => {
    expect(read('')).toEqual({
      search: '',
      minPrice: null,
      maxPrice: null,
      platform: 'all',
      type: null,
      upcoming: null,
      genres: [],
      inStock: false,
      sortBy: 'featured',
      page: 1,
    });
    expect(writeCatalogueView(read('')).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const view: CatalogueView = {
      search: 'hollow knight',
      minPrice: 5,
      maxPrice: 19.99,
      platform: 'gog',
      type: 'dlc',
      upcoming: false,
      genres: ['RPG', 'Open World'],
      inStock: true,
      sortBy: 'price-asc',
      page: 3,
    };
    const query = writeCatalogueView(view).toString();
    expect(query).toBe(
      'search=hollow+knight&minPrice=5&maxPrice=19.99&platform=gog&type=dlc&upcoming=false&genres=RPG&genres=Open+World&inStock=true&sortBy=price-asc&page=3',
    );
    expect(read(query)).toEqual(view);
  });

  it('keeps 0 as a bound (inclusive, not "unset")', () => {
    expect(read('minPrice=0').minPrice).toBe(0);
    expect(writeCatalogueView(read('minPrice=0')).toString()).toBe('minPrice=0');
  });

  it('ignores what it cannot read', () => {
    expect(
      read('minPrice=abc&maxPrice=-3&platform=ps5&type=bundle&upcoming=1&sortBy=cheapest&page=0&inStock=yes'),
    ).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
    // One unreadable field keeps the others.
    expect(read(`genres=RPG&genres=${'x'.repeat(41)}&inStock=true`)).toMatchObject({
      genres: [],
      inStock: true,
    });
  });

  it('reads what the filters GET form sends (scripts off): empty prices, repeated genres, inStock=true', () => {
    const sent = 'minPrice=&maxPrice=30&platform=steam&inStock=true&genres=RPG&genres=Action';
    const view = read(sent);
    expect(view).toMatchObject({
      minPrice: null,
      maxPrice: 30,
      platform: 'steam',
      genres: ['RPG', 'Action'],
      inStock: true,
    });
    expect(read(writeCatalogueView(view).toString())).toEqual(view);
    // A comma list (as the API also takes) and a repeated genre read as the same set.
    expect(read('genres=RPG,Action&genres=RPG').genres).toEqual(['RPG', 'Action']);
  });

  it("gives the filters' form the search and sort it does not hold, never its own fields or the page", () => {
    const view = read(
      'search=knight&sortBy=price-asc&platform=steam&genres=RPG&inStock=true&minPrice=5&page=3',
    );
    expect(keptByFiltersForm(view)).toEqual({ search: 'knight', sortBy: 'price-asc' });
    expect(keptByFiltersForm(read('platform=gog'))).toEqual({});
    // The list a home button or header link opened stays that list when a filter is applied.
    expect(keptByFiltersForm(read('type=game&upcoming=true&platform=xbox'))).toEqual({
      type: 'game',
      upcoming: 'true',
    });
  });

  it('keeps bounds given the wrong way round as they are, and calls the range impossible', () => {
    const view = read('minPrice=30&maxPrice=10');
    expect(view).toMatchObject({ minPrice: 30, maxPrice: 10 });
    expect(impossibleRange(view)).toBe(true);
    expect(impossibleRange(read('minPrice=10&maxPrice=10'))).toBe(false);
    expect(impossibleRange(read('minPrice=30'))).toBe(false);
  });

  it('reads the search text trimmed and cut to 200 characters, and asks the API for it', () => {
    expect(read('search=%20%20hollow%20knigt%20').search).toBe('hollow knigt');
    expect(read(`search=${'a'.repeat(250)}`).search).toHaveLength(200);
    expect(catalogueQuery(read('search=gamepass'))).toEqual({ page: 1, limit: 24, search: 'gamepass' });
  });

  it('counts the pages of a list', () => {
    expect([0, 1, 24, 25, 48, 49].map(pageCountOf)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('asks for 24 per page and leaves the default sort and "all" platforms to the API', () => {
    expect(catalogueQuery(read(''))).toEqual({ page: 1, limit: 24 });
    expect(catalogueQuery(read('sortBy=new&platform=steam&maxPrice=10&page=2'))).toEqual({
      page: 2,
      limit: 24,
      sortBy: 'new',
      platform: 'steam',
      maxPrice: 10,
    });
    expect(catalogueQuery(read('type=subscription&upcoming=false&platform=pc'))).toEqual({
      page: 1,
      limit: 24,
      type: 'subscription',
      upcoming: false,
      platform: 'pc',
    });
    expect(catalogueQuery(read('genres=RPG&genres=Action&inStock=true'))).toEqual({
      page: 1,
      limit: 24,
      genres: ['RPG', 'Action'],
      inStock: true,
    });
  });
});
