import { z } from 'zod/mini';

/**
 * Where a key activates. The regions split the world: every country lies in exactly one of them, so "does
 * this key activate in country X" is one lookup (`activatesIn`), the same rule for the API and the store.
 */
export const regionCodes = ['EU', 'UK', 'NA', 'LATAM', 'ROW'] as const;
export type RegionCode = (typeof regionCodes)[number];

/** Every ISO 3166-1 alpha-2 country code. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ ' +
  'FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ ' +
  'IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH ' +
  'MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL ' +
  'PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Each region's readable label and its countries; `ROW` holds every country the others do not. */
export const regions: Record<RegionCode, { label: string; countries: readonly string[] }> = {
  // The European Union, the rest of the EEA, Switzerland and the microstates inside them.
  EU: {
    label: 'Europe',
    countries: (
      'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' +
      'IS LI NO CH AD MC SM VA AX GF GP MQ RE YT'
    ).split(' '),
  },
  UK: { label: 'United Kingdom', countries: ['GB', 'IM', 'JE', 'GG'] },
  NA: { label: 'North America', countries: ['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM'] },
  LATAM: {
    label: 'Latin America',
    countries: (
      'MX GT BZ SV HN NI CR PA CU DO HT JM TT BB BS AG DM GD KN LC VC ' +
      'CO VE EC PE BO CL AR UY PY BR GY SR'
    ).split(' '),
  },
  ROW: { label: 'Rest of the world', countries: [] },
};

const regionByCountry = new Map(
  regionCodes.flatMap((code) => regions[code].countries.map((country) => [country, code] as const)),
);

/** The region a country lies in (`ROW` for any country no other region lists). */
export const regionOf = (country: string): RegionCode => regionByCountry.get(country.toUpperCase()) ?? 'ROW';

export const isCountryCode = (value: string): boolean => countryCodes.includes(value);

/** A product's activation area: anywhere, or only in the listed regions. */
export const regionalLimitationsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('worldwide') }),
  z.object({
    kind: z.literal('regions'),
    regions: z.array(z.enum(regionCodes)).check(z.minLength(1)),
  }),
]);
export type RegionalLimitations = z.infer<typeof regionalLimitationsSchema>;

export const worldwide: RegionalLimitations = { kind: 'worldwide' };

/** Whether a key with these limitations activates in `country` (an ISO 3166-1 alpha-2 code). */
export const activatesIn = (limits: RegionalLimitations, country: string): boolean =>
  limits.kind === 'worldwide' || limits.regions.includes(regionOf(country));

/** The readable labels of the regions a key activates in, or 'worldwide'. */
export const activationRegionLabels = (limits: RegionalLimitations): string[] | 'worldwide' =>
  limits.kind === 'worldwide' ? 'worldwide' : limits.regions.map((code) => regions[code].label);

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
