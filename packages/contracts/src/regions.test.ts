import { describe, expect, it } from 'vitest';
import {
  activatesIn,
  activationRegionLabels,
  countryCodes,
  isCountryCode,
  regionalLimitationsFromText,
  regionalLimitationsSchema,
  regionCodes,
  regionOf,
  regionCountries,
  regionLabels,
} from './index';

describe('regions', () => {
  it('puts every country in exactly one region', () => {
    const listed = regionCodes.flatMap((code) => regionCountries[code]);
    expect(new Set(listed).size).toBe(listed.length);
    for (const country of listed) expect(isCountryCode(country)).toBe(true);
    expect(regionCountries.ROW).toEqual([]);
    expect(Object.keys(regionLabels)).toEqual([...regionCodes]);
  });

  it.each([
    ['AT', 'EU'],
    ['de', 'EU'],
    ['NO', 'EU'],
    ['CH', 'EU'],
    ['GB', 'UK'],
    ['US', 'NA'],
    ['CA', 'NA'],
    ['BR', 'LATAM'],
    ['MX', 'LATAM'],
    ['JP', 'ROW'],
    ['AU', 'ROW'],
    ['ZA', 'ROW'],
  ])('country %s lies in %s', (country, region) => {
    expect(regionOf(country)).toBe(region);
  });

  it('checks a country against a product’s regions', () => {
    const euUk = regionalLimitationsSchema.parse({ kind: 'regions', regions: ['EU', 'UK'] });
    expect(activatesIn(euUk, 'AT')).toBe(true);
    expect(activatesIn(euUk, 'GB')).toBe(true);
    expect(activatesIn(euUk, 'US')).toBe(false);
    expect(activatesIn({ kind: 'worldwide' }, 'US')).toBe(true);
    expect(activationRegionLabels(euUk)).toEqual(['Europe', 'United Kingdom']);
    expect(activationRegionLabels({ kind: 'worldwide' })).toBe('worldwide');
  });

  it('refuses free text, unknown regions and an empty list', () => {
    for (const bad of [
      'Region free',
      { kind: 'regions', regions: [] },
      { kind: 'regions', regions: ['MARS'] },
    ]) {
      expect(regionalLimitationsSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('lists the ISO 3166-1 countries', () => {
    expect(countryCodes).toHaveLength(249);
    expect(countryCodes).toContain('AT');
  });

  it('reads the old free text as migration 0008 does', () => {
    expect(regionalLimitationsFromText('EMEA')).toEqual({ kind: 'regions', regions: ['EU', 'UK'] });
    expect(regionalLimitationsFromText('Region free')).toEqual({ kind: 'worldwide' });
    expect(regionalLimitationsFromText('somewhere')).toEqual({ kind: 'worldwide' });
  });
});
