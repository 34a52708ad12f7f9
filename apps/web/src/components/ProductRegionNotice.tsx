import { activatesIn, activationRegionLabels, type RegionalLimitations } from '@keyshop/contracts';
import { RegionNotice } from '@keyshop/ui/components/RegionNotice';
import { countryName, useCountry } from '../state/country';

/**
 * The product page's warning, before the cart, when the key will not activate in the shopper's country
 * (nothing before hydration: the country is known only in the browser).
 */
export function ProductRegionNotice({ name, limits }: { name: string; limits: RegionalLimitations }) {
  const { country } = useCountry();
  const regions = activationRegionLabels(limits);
  if (country === null || regions === 'worldwide' || activatesIn(limits, country)) return null;
  return <RegionNotice itemName={name} regions={regions} place={countryName(country)} confirmable={false} />;
}
