import { describe, expect, it } from 'vitest';
import { catalogueFilter, findInCatalogue, queryCatalogue } from './catalogue-query';
import type { Product } from './product';
import type { ProductListQuery } from './product-query';

/** A product with what the query reads; the rest is left out. */
const makeProduct = (fields: Partial<Product> & Pick<Product, 'id'>): Product =>
  ({
    originalId: `orig-${fields.id}`,
    productId: `prod-${fields.id}`,
    kinguinId: 10_000 + fields.id,
    company_name: `Game ${fields.id}`,
    price: 10,
    featured: false,
    qty: 50,
    platforms: { steam: true },
    genres: [],
    ...fields,
  }) as Product;

const catalogue = [
  makeProduct({
    id: 1,
    company_name: 'The Witcher 3',
    price: 14.99,
    featured: true,
    platforms: { gog: true },
  }),
  makeProduct({ id: 2, company_name: 'DOOM Eternal', price: 39.99, platforms: { steam: true } }),
  makeProduct({ id: 3, company_name: 'witcher 2', price: 4.99, platforms: { steam: true, gog: true } }),
  makeProduct({
    id: 4,
    company_name: 'Fortnite Pack',
    price: 24.99,
    featured: true,
    platforms: { epic: true },
  }),
  makeProduct({ id: 5, company_name: 'Diablo IV', price: 59.99, platforms: { 'battle-net': true } }),
];

const run = (query: Partial<ProductListQuery>) =>
  queryCatalogue(catalogue, { page: 1, limit: 100, ...query }).results.map((product) => product.id);

describe('static catalogue query (the list endpoint without the catalogue)', () => {
  it('sorts by each of the spec’s keys, featured when none is given', () => {
    expect(run({})).toEqual([4, 1, 5, 2, 3]);
    expect(run({ sortBy: 'featured' })).toEqual([4, 1, 5, 2, 3]);
    expect(run({ sortBy: 'new' })).toEqual([5, 4, 3, 2, 1]);
    expect(run({ sortBy: 'price-asc' })).toEqual([3, 1, 4, 2, 5]);
    expect(run({ sortBy: 'price-desc' })).toEqual([5, 2, 4, 1, 3]);
    expect(run({ sortBy: 'name-asc' })).toEqual([5, 2, 4, 1, 3]);
    expect(run({ sortBy: 'name-desc' })).toEqual([3, 1, 4, 2, 5]);
    expect(run({ sortBy: 'name', sortType: 'asc' })).toEqual([5, 2, 4, 1, 3]);
    expect(run({ sortBy: 'price', sortType: 'desc' })).toEqual([5, 2, 4, 1, 3]);
  });

  it('filters by inclusive price bounds, platform and case-insensitive name', () => {
    expect(run({ minPrice: 14.99, maxPrice: 39.99, sortBy: 'new' })).toEqual([4, 2, 1]);
    expect(run({ platform: 'gog', sortBy: 'new' })).toEqual([3, 1]);
    expect(run({ platform: 'epic-games' })).toEqual([4]);
    expect(run({ platform: 'battle-net' })).toEqual([5]);
    expect(run({ platform: 'all' })).toHaveLength(5);
    expect(run({ search: 'WITCHER', sortBy: 'new' })).toEqual([3, 1]);
    expect(run({ featured: true, sortBy: 'new' })).toEqual([4, 1]);
    expect(run({ featured: false, sortBy: 'new' })).toEqual([5, 3, 2]);
  });

  it('breaks ties by id in the direction of the sort', () => {
    const twins = [makeProduct({ id: 8, price: 5 }), makeProduct({ id: 9, price: 5 })];
    const ids = (sortBy: ProductListQuery['sortBy']) =>
      queryCatalogue(twins, { page: 1, limit: 10, sortBy }).results.map((product) => product.id);
    expect(ids('price-asc')).toEqual([8, 9]);
    expect(ids('price-desc')).toEqual([9, 8]);
    expect(ids('featured')).toEqual([8, 9]);
  });

  it('pages after filtering and reports the total', () => {
    const answer = queryCatalogue(catalogue, { page: 2, limit: 2, sortBy: 'new' });
    expect(answer).toMatchObject({ success: true, total: 5, page: 2, limit: 2 });
    expect(answer.results.map((product) => product.id)).toEqual([3, 2]);
  });

  it('reads a query as the API does: blank search and platform all are no filter, genres once each', () => {
    expect(
      catalogueFilter({ page: 1, limit: 10, search: '', platform: 'all', genres: ['b', 'a', 'b'] }),
    ).toEqual(expect.objectContaining({ search: undefined, platforms: undefined, genres: ['a', 'b'] }));
    expect(catalogueFilter({ page: 1, limit: 10, platform: 'epic-games' }).platforms).toEqual(['epic']);
  });

  it('filters by PC storefronts or one console, by type and by release, and sorts the latest release first', () => {
    const today = new Date().toISOString().slice(0, 10);
    const products = [
      makeProduct({ id: 1, platforms: { xbox: true }, type: 'dlc', releaseDate: '2020-01-01' }),
      makeProduct({ id: 2, platforms: { steam: true }, type: 'game', releaseDate: '2099-01-01' }),
      makeProduct({ id: 3, platforms: { nintendo: true }, type: 'subscription', releaseDate: null }),
      makeProduct({ id: 4, platforms: { origin: true }, type: 'game', releaseDate: today }),
    ];
    const ids = (query: Partial<ProductListQuery>) =>
      queryCatalogue(products, { page: 1, limit: 10, ...query }).results.map((product) => product.id);
    expect(ids({ platform: 'pc', sortBy: 'new' })).toEqual([2, 4]);
    expect(ids({ platform: 'xbox' })).toEqual([1]);
    expect(ids({ platform: 'playstation' })).toEqual([]);
    expect(ids({ type: 'game', sortBy: 'new' })).toEqual([2, 4]);
    expect(ids({ upcoming: true })).toEqual([2]);
    expect(ids({ upcoming: false, sortBy: 'new' })).toEqual([4, 1, 3]);
    expect(ids({ sortBy: 'new' })).toEqual([2, 4, 1, 3]);
  });

  it('finds a product for the detail page by any of its identifiers', () => {
    expect(findInCatalogue(catalogue, 'orig-2')?.id).toBe(2);
    expect(findInCatalogue(catalogue, 'prod-3')?.id).toBe(3);
    expect(findInCatalogue(catalogue, '4')?.id).toBe(4);
    expect(findInCatalogue(catalogue, '10005')?.id).toBe(5);
    expect(findInCatalogue(catalogue, 'nope')).toBeUndefined();
  });
});
