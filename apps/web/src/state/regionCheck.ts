import { activatesIn } from '@keyshop/contracts';
import type { CartLine } from './cartRules';

// Apart from cartRules, so the region rule and its table stay out of the header cart's bundle.

/** A line whose key will not activate in the shopper's country, and whether they confirmed it for that country. */
export interface RegionFlag {
  index: number;
  line: CartLine;
  confirmed: boolean;
}

/** The lines that will not activate in `country` (none while the country is unknown). */
export function regionFlags(lines: readonly CartLine[], country: string | null): RegionFlag[] {
  if (country === null) return [];
  return lines.flatMap((line, index) =>
    activatesIn(line.regionalLimitations, country)
      ? []
      : [{ index, line, confirmed: line.regionConfirmedFor === country }],
  );
}

/** Checkout and purchase wait until every flagged line is confirmed or removed. */
export const regionBlocked = (lines: readonly CartLine[], country: string | null): boolean =>
  regionFlags(lines, country).some((flag) => !flag.confirmed);
