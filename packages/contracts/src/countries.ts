import { regionCodes, type RegionalLimitations, type RegionCode } from './regions';

// The countries of each region, apart from regions.ts: the product schema (on every page) needs only the region
// codes, so this table is its own module and reaches a page only where the rule is applied.

/** Every ISO 3166-1 alpha-2 country code. */
export const countryCodes: readonly string[] = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ ' +
  'FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ ' +
  'IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH ' +
  'MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL ' +
  'PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The countries of each region; `ROW` holds every country the others do not list. */
export const regionCountries: Record<RegionCode, readonly string[]> = {
  // The European Union, the rest of the EEA, Switzerland and the microstates inside them.
  EU: /* @__PURE__ */ (
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' +
    'IS LI NO CH AD MC SM VA AX GF GP MQ RE YT'
  ).split(' '),
  UK: ['GB', 'IM', 'JE', 'GG'],
  NA: ['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM'],
  LATAM: /* @__PURE__ */ (
    'MX GT BZ SV HN NI CR PA CU DO HT JM TT BB BS AG DM GD KN LC VC ' + 'CO VE EC PE BO CL AR UY PY BR GY SR'
  ).split(' '),
  ROW: [],
};

/** The region a country lies in (`ROW` for any country no other region lists). */
export const regionOf = (country: string): RegionCode =>
  regionCodes.find((code) => regionCountries[code].includes(country.toUpperCase())) ?? 'ROW';

export const isCountryCode = (value: string): boolean => countryCodes.includes(value);

/** Whether a key with these limitations activates in `country` (an ISO 3166-1 alpha-2 code). */
export const activatesIn = (limits: RegionalLimitations, country: string): boolean =>
  limits.kind === 'worldwide' || limits.regions.includes(regionOf(country));
