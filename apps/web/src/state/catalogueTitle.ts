import { platformLabel } from '@keyshop/ui/components/PlatformIcon';
import type { ProductType } from '@keyshop/contracts';
import type { CatalogueView } from './catalogueParams';

const typeNames: Record<ProductType, string> = { game: 'Games', dlc: 'DLCs', subscription: 'Subscriptions' };

/** A platform filter's name: `pc` is every PC storefront, the rest their own platform. */
export const platformFilterName = (platform: string): string =>
  platform === 'pc' ? 'PC' : platformLabel(platform);

/**
 * What the list shows, as its heading says it: "Search results for “…”", "Bestsellers", "Upcoming games",
 * "New games", "DLCs for Xbox", "Products".
 */
export function catalogueTitle(view: CatalogueView): string {
  if (view.search) return `Search results for “${view.search}”`;
  const things = view.type ? typeNames[view.type] : 'Products';
  // Mid-sentence: "New games", but "New DLCs".
  const lower = things === 'DLCs' ? things : things.toLowerCase();
  const ranked = view.sortBy === 'bestsellers' ? 'Bestsellers' : view.sortBy === 'trending' ? 'Trending' : '';
  const base = ranked
    ? `${ranked}${view.type ? `: ${lower}` : ''}`
    : view.upcoming === true
      ? `Upcoming ${lower}`
      : view.upcoming === false && view.sortBy === 'new'
        ? `New ${lower}`
        : things;
  return view.platform === 'all' ? base : `${base} for ${platformFilterName(view.platform)}`;
}
