import { describe, expect, it } from 'vitest';
import { fieldError } from './fieldError';
import { fromLocalInput, toLocalInput } from './localDateTime';
import { lowStockLabel } from './lowStock';
import { parseGenres, platformOf, productRequestOf } from './productForm';

describe('the operator forms’ helpers', () => {
  it('reads the product form as the API’s request: genres by commas, no region ticked is worldwide', () => {
    const data = new FormData();
    for (const [name, value] of [
      ['company_name', 'Operator Quest'],
      ['price', '19.99'],
      ['platform', 'gog'],
      ['genres', ' RPG, , Indie ,'],
      ['short_description', ''],
      ['description', 'Long.'],
    ])
      data.set(name!, value!);
    expect(productRequestOf(data)).toEqual({
      company_name: 'Operator Quest',
      price: '19.99',
      platform: 'gog',
      genres: ['RPG', 'Indie'],
      regionalLimitations: { kind: 'worldwide' },
      short_description: '',
      description: 'Long.',
      featured: false,
    });
    data.append('regions', 'EU');
    data.append('regions', 'UK');
    data.set('featured', 'on');
    expect(productRequestOf(data)).toMatchObject({
      regionalLimitations: { kind: 'regions', regions: ['EU', 'UK'] },
      featured: true,
    });
    expect(parseGenres('')).toEqual([]);
    expect(platformOf({ platforms: { steam: false, gog: true } })).toBe('gog');
  });

  it('finds the API’s error for a field or anything inside it', () => {
    const errors = { 'genres.2': 'Genre must not be empty', price: 'Price must be above 0' };
    expect(fieldError(errors, 'genres')).toBe('Genre must not be empty');
    expect(fieldError(errors, 'price')).toBe('Price must be above 0');
    expect(fieldError(errors, 'platform')).toBeUndefined();
  });

  it('turns datetime-local values into instants and back, in the local time zone, to the second', () => {
    const iso = '2026-12-24T17:00:05.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(new Date(toLocalInput(iso)).toISOString()).toBe(iso);
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('soon')).toBe('soon');
  });

  it('says a product’s low-stock state by its own threshold, else the default', () => {
    expect(lowStockLabel({ qty: 3, lowStockThreshold: null }, 5)).toBe('Low: at or below 5 (default)');
    expect(lowStockLabel({ qty: 6, lowStockThreshold: null }, 5)).toBe('Above 5 (default)');
    expect(lowStockLabel({ qty: 12, lowStockThreshold: 12 }, 5)).toBe('Low: at or below 12');
    expect(lowStockLabel({ qty: 1, lowStockThreshold: 0 }, 5)).toBe('Above 0');
  });
});
