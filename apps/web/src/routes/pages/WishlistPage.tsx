import { Button, EmptyState, Page, ProductGrid } from '@keyshop/ui';
import { Link } from 'react-router';
import { useWishlist } from '../../state/wishlist';
import { productPath } from '../links';
import { coverAspectRatio, toProductCardView } from '../productView';
import { renderRouterLink } from '../routerLink';
import { pageTitle } from '../title';
import { useProductActions } from '../../hooks/useProductActions';
import { noindexMeta } from '../../seo';

/** /wishlist: the saved products as cards (the heart removes one), or the empty view. */
export function WishlistPage() {
  const { items } = useWishlist();
  const actions = useProductActions();
  return (
    <Page title="Wishlist">
      <title>{pageTitle('Wishlist')}</title>
      {items.length === 0 ? (
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
          labels={{ region: 'Wishlist items' }}
          products={items.map(toProductCardView)}
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
