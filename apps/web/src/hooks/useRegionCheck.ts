import { activationRegionLabels } from '@keyshop/contracts';
import { useMemo } from 'react';
import type { CartLine } from '../state/cartRules';
import { regionBlocked, regionFlags, type RegionFlag } from '../state/regionCheck';
import { countryName, useCountry } from '../state/country';

/** The region check of some cart lines against the shopper's country (nothing is flagged before hydration). */
export function useRegionCheck(lines: readonly CartLine[]) {
  const { country } = useCountry();
  return useMemo(() => {
    const flags = regionFlags(lines, country);
    const byIndex = new Map(flags.map((flag) => [flag.index, flag]));
    return {
      country,
      countryName: country === null ? '' : countryName(country),
      flags,
      flagAt: (index: number): RegionFlag | undefined => byIndex.get(index),
      blocked: regionBlocked(lines, country),
    };
  }, [lines, country]);
}

/** A flagged line's region labels ("Europe, United Kingdom") for its notice. */
export const flagRegions = (flag: RegionFlag): string[] => {
  const labels = activationRegionLabels(flag.line.regionalLimitations);
  return labels === 'worldwide' ? [] : labels;
};
