import { RegionNotice } from '@keyshop/ui';
import { flagRegions } from '../hooks/useRegionCheck';
import { cart } from '../state/cart';
import type { RegionFlag } from '../state/regionCheck';

/** Shown while a line that will not activate in the shopper's country waits for a decision. */
export const regionBlockedHint =
  'Some keys will not activate in your country. Confirm each of them with “Buy anyway” or remove it to continue.';

/** The cart's and checkout's notice for a line that will not activate in the shopper's country. */
export function LineRegionNotice({
  flag,
  country,
  countryName,
  onRemove,
}: {
  flag: RegionFlag;
  country: string;
  countryName: string;
  onRemove?: () => void;
}) {
  return (
    <RegionNotice
      itemName={flag.line.company_name}
      regions={flagRegions(flag)}
      place={countryName}
      checked={flag.confirmed}
      onCheckedChange={(checked) => cart.confirmRegion(flag.index, checked ? country : undefined)}
      onRemove={onRemove}
    />
  );
}
