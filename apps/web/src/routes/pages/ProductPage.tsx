import { activationRegionLabels, type Product } from '@keyshop/contracts';
import type { Route } from './+types/ProductPage';
import { Button, EmptyState, ErrorState, Page, ProductDetails, Spinner } from '@keyshop/ui';
import { data, Link, useLoaderData, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { swrKeys } from '../../hooks/keys';
import { useProduct } from '../../hooks/products';
import { loadProduct } from '../../server/catalogue';
import { noindexMeta, productMeta, siteOrigin } from '../../seo';
import { seed } from '../../server/loaderData';
import { useProductUpdates } from '../../hooks/useProductUpdates';
import { useCart } from '../../state/cart';
import { useWishlist } from '../../state/wishlist';
import { toProductDetailsView } from '../../lib/productView';
import { pageTitle } from '../../lib/title';

const backToProducts = (
  <Button asChild variant="secondary">
    <Link to="/products">Back to Products</Link>
  </Button>
);

/** The product, loaded on the server for the HTML; an unknown one answers 404 with the not-found state. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await loadProduct(context, params.id);
  if (!product) return data({ fallback: {}, notFound: true }, { status: 404 });
  return { fallback: seed(swrKeys.product(params.id), product), notFound: false };
}
export const clientLoader = () => ({ fallback: {}, notFound: false });

/**
 * The product's head: description, canonical URL, previews with its cover, Product/Offer and breadcrumb
 * JSON-LD; a product that is not found is not indexed. (Client navigations load through SWR: no head data.)
 */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.notFound) return noindexMeta();
  // The loader's one seed entry is the product.
  const product = Object.values(loaderData?.fallback ?? {})[0] as Product | undefined;
  return product ? productMeta({ origin: siteOrigin(matches), product }) : [];
}

/** /product/{id}: loading, error (with Back to Products), not found, or every field of the product. */
export function ProductPage() {
  const { id } = useParams();
  const { notFound } = useLoaderData<typeof loader>();
  const { data: product, error, isLoading } = useProduct(id);
  const { add } = useCart();
  const wishlist = useWishlist();
  // The shown stock follows productUpdate events; ProductDetails announces the change itself.
  useProductUpdates(product && [product.id]);

  if (product) {
    return (
      <Page title={product.company_name}>
        <title>{pageTitle(product.company_name)}</title>
        <ProductDetails
          product={toProductDetailsView(product)}
          inWishlist={wishlist.has(product.id)}
          onAddToCart={add}
          onToggleWishlist={wishlist.toggle}
          activationRegions={activationRegionLabels(product.regionalLimitations)}
        />
      </Page>
    );
  }
  // The states without a product: their message is the page's heading.
  if (notFound || (error instanceof ApiError && error.status === 404)) {
    return (
      <>
        <title>{pageTitle('Product not found')}</title>
        <EmptyState headingLevel={1} size="lg" message="Product not found" action={backToProducts} />
      </>
    );
  }
  if (error || !isLoading) {
    return (
      <>
        <title>{pageTitle('Product')}</title>
        <ErrorState
          headingLevel={1}
          size="lg"
          message="Product not found. Please try again later."
          action={backToProducts}
        />
      </>
    );
  }
  // Inside the page frame, whose height keeps the footer below the fold: the loaded page does not shift it.
  return (
    <Page title="Loading product" titleHidden>
      <title>{pageTitle('Loading product')}</title>
      <Spinner label="Loading product" />
    </Page>
  );
}

export default ProductPage;
