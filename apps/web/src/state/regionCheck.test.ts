import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { cartReducer, type CartLine } from './cartRules';
import { regionBlocked, regionFlags } from './regionCheck';
import { countryFromLanguage } from './country';
import { storedSchemas } from './storedSchemas';

const worldwide = makeProduct({ id: 1 });
const euOnly = makeProduct({ id: 2, regionalLimitations: { kind: 'regions', regions: ['EU'] } });
const naOnly = makeProduct({ id: 3, regionalLimitations: { kind: 'regions', regions: ['NA'] } });

const cart = (...products: ReturnType<typeof makeProduct>[]) =>
  products.reduce<CartLine[]>((lines, product) => cartReducer(lines, { type: 'add', product }), []);

describe('region check', () => {
  it('flags the lines whose keys will not activate in the country', () => {
    const lines = cart(worldwide, euOnly, naOnly);
    expect(regionFlags(lines, 'AT').map((flag) => flag.line.id)).toEqual([3]);
    expect(regionFlags(lines, 'US').map((flag) => flag.line.id)).toEqual([2]);
    expect(regionFlags(lines, 'JP').map((flag) => flag.line.id)).toEqual([2, 3]);
    // Before the country is known (server render, hydration) nothing is flagged.
    expect(regionFlags(lines, null)).toEqual([]);
  });

  it('blocks until every flagged line is confirmed for this country or removed', () => {
    let lines = cart(worldwide, euOnly);
    expect(regionBlocked(lines, 'US')).toBe(true);
    lines = cartReducer(lines, { type: 'confirmRegion', index: 1, country: 'US' });
    expect(regionBlocked(lines, 'US')).toBe(false);
    // A confirmation holds for the country it was given for only.
    expect(regionBlocked(lines, 'JP')).toBe(true);
    lines = cartReducer(lines, { type: 'confirmRegion', index: 1, country: undefined });
    expect(regionBlocked(lines, 'US')).toBe(true);
    lines = cartReducer(lines, { type: 'remove', index: 1 });
    expect(regionBlocked(lines, 'US')).toBe(false);
  });

  it.each([
    ['de-AT', 'AT'],
    ['en-GB', 'GB'],
    ['en', 'US'],
    ['de', 'DE'],
    ['pt-BR', 'BR'],
    ['not a language', null],
    [undefined, null],
  ])('takes the country of the browser language %s: %s', (language, country) => {
    expect(countryFromLanguage(language)).toBe(country);
  });

  it('keeps a cart saved before regions were structured, reading its text', () => {
    const saved = [{ ...worldwide, regionalLimitations: 'Europe', cart_quantity: 2 }];
    const parsed = storedSchemas.cart.parse(saved);
    expect(parsed[0]).toMatchObject({
      cart_quantity: 2,
      regionalLimitations: { kind: 'regions', regions: ['EU'] },
    });
  });
});
