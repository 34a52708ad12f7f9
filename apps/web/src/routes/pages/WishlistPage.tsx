import { Button, EmptyState, Page, ProductGrid } from '@keyshop/ui';
import { Link } from 'react-router';
import { useCurrentStock } from '../../hooks/useCurrentStock';
import { useHydrated } from '../../hooks/useHydrated';
import { useWishlist, wishlist } from '../../state/wishlist';
import { productPath } from '../../lib/links';
import { coverAspectRatio, toProductCardView } from '../../lib/productView';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';
import { useProductActions } from '../../hooks/useProductActions';
import { noindexMeta } from '../../seo';
import { NoScriptNotice } from '../../components/NoScriptNotice';

/**
 * /wishlist: the saved products as cards (the heart removes one) with their stock read on arrival and followed
 * live, or the empty view. Until the browser has read the stored wishlist, the cards' placeholders stand there.
 */
export function WishlistPage() {
  const { items } = useWishlist();
  const hydrated = useHydrated();
  useCurrentStock(items, wishlist.items);
  const actions = useProductActions();
  return (
    <Page title="Wishlist">
      <title>{pageTitle('Wishlist')}</title>
      <NoScriptNotice subject="Your wishlist" />
      {hydrated && items.length === 0 ? (
        <EmptyState
          message="Your wishlist is empty"
          action={
            <Button asChild variant="secondary">
              <Link to="/products">Continue Shopping</Link>
            </Button>
          }
        />
      ) : (
        <ProductGrid
          getHref={productPath}
          imageAspectRatio={coverAspectRatio}
          headingLevel={2}
          labels={{ region: 'Wishlist items', loading: 'Loading your wishlist' }}
          products={items.map(toProductCardView)}
          loading={!hydrated}
          renderLink={renderRouterLink}
          {...actions}
        />
      )}
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default WishlistPage;
