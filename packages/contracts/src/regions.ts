import { z } from 'zod/mini';

/**
 * Where a key activates. The regions split the world (countries.ts lists each one's countries): every country
 * lies in exactly one, so "does this key activate in country X" is one lookup (`activatesIn`), the same rule
 * for the API and the store.
 */
export const regionCodes = ['EU', 'UK', 'NA', 'LATAM', 'ROW'] as const;
export type RegionCode = (typeof regionCodes)[number];

/** Each region's readable label (countries.ts lists its countries). */
export const regionLabels: Record<RegionCode, string> = {
  EU: 'Europe',
  UK: 'United Kingdom',
  NA: 'North America',
  LATAM: 'Latin America',
  ROW: 'Rest of the world',
};

/** A product's activation area: anywhere, or only in the listed regions. */
export const regionalLimitationsSchema = z.union([
  z.object({ kind: z.literal('worldwide') }),
  z.object({
    kind: z.literal('regions'),
    regions: z.array(z.enum(regionCodes)).check(z.minLength(1)),
  }),
]);
export type RegionalLimitations = z.infer<typeof regionalLimitationsSchema>;

export const worldwide: RegionalLimitations = { kind: 'worldwide' };

/** The readable labels of the regions a key activates in, or 'worldwide'. */
export const activationRegionLabels = (limits: RegionalLimitations): string[] | 'worldwide' =>
  limits.kind === 'worldwide' ? 'worldwide' : limits.regions.map((code) => regionLabels[code]);

/**
 * The free text products carried before regions were structured (saved carts and wishlists still hold it;
 * migration 0008 maps the database the same way). Text that names no region cannot be checked: worldwide.
 */
export function regionalLimitationsFromText(text: string): RegionalLimitations {
  const regions: Record<string, RegionCode[]> = {
    Europe: ['EU'],
    'United Kingdom': ['UK'],
    'United States': ['NA'],
    EMEA: ['EU', 'UK'],
    'Latin America': ['LATAM'],
    'Rest of the World': ['ROW'],
  };
  const codes = regions[text.trim()];
  return codes ? { kind: 'regions', regions: codes } : worldwide;
}
