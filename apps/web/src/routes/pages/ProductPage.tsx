import { activationRegionLabels, type CatalogueReader } from '@keyshop/contracts';
import type { Route } from './+types/ProductPage';
import { Button, EmptyState, ErrorState, Page, ProductDetails, Spinner } from '@keyshop/ui';
import { lazy, Suspense } from 'react';
import { data, Link } from 'react-router';
import { ApiError } from '../../api/client';
import { findProduct, httpCatalogue } from '../../api/products';
import { useProduct } from '../../hooks/products';
import { noindexMeta, productMeta, siteOrigin } from '../../seo';
import { useProductUpdates } from '../../hooks/useProductUpdates';
import { useCart } from '../../state/cart';
import { useWishlist } from '../../state/wishlist';
import { toProductDetailsView, type InlinePicturesOf, pictureSrc } from '../../lib/productView';
import { inlinePictures } from '../../lib/inlinePictures.server';
import { pageTitle } from '../../lib/title';
import { useHydrated } from '../../hooks/useHydrated';

// The region check needs the shopper's country, known only once hydrated: its code (the countries' table, the
// notice) loads then, as its own chunk.
const ProductRegionNotice = lazy(async () => ({
  default: (await import('../../components/ProductRegionNotice')).ProductRegionNotice,
}));

const backToProducts = (
  <Button asChild variant="secondary">
    <Link to="/products">Back to Products</Link>
  </Button>
);

/**
 * The product; an unknown one answers 404 with the not-found state. One that cannot be read at all is asked
 * for again through SWR. A server render's page carries the product's cover, its largest paint, inside.
 */
async function loadProduct(
  catalogue: CatalogueReader,
  id: string,
  inline?: InlinePicturesOf,
  signal?: AbortSignal,
) {
  const product = await findProduct(catalogue, id, signal).catch(() => null);
  if (product === undefined) return data({ product, notFound: true, pictures: undefined }, { status: 404 });
  const pictures = inline && (await inline([product?.img]));
  return { product: product ?? undefined, notFound: false, pictures };
}
/** On the server, from the API's services in-process. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadProduct(context.catalogue, params.id, (srcs) => inlinePictures(context, srcs));
/** On a client navigation, from the API over HTTP. */
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  loadProduct(httpCatalogue, params.id, undefined, request.signal);

/**
 * The product's head: description, canonical URL, previews with its cover, Product/Offer and breadcrumb
 * JSON-LD; a product that is not found is not indexed.
 */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.notFound) return noindexMeta();
  return loaderData?.product ? productMeta({ origin: siteOrigin(matches), product: loaderData.product }) : [];
}

/** /product/{id}: loading, error (with Back to Products), not found, or every field of the product. */
export function ProductPage({ params, loaderData }: Route.ComponentProps) {
  const { product: loaded, notFound, pictures } = loaderData;
  const { data: product, error, isLoading } = useProduct(params.id, loaded);
  const { add } = useCart();
  const wishlist = useWishlist();
  const hydrated = useHydrated();
  // The shown stock follows productUpdate events; ProductDetails announces the change itself.
  useProductUpdates(product && [product.id]);

  if (product) {
    return (
      <Page title={product.company_name}>
        <title>{pageTitle(product.company_name)}</title>
        <ProductDetails
          product={{ ...toProductDetailsView(product), image: pictureSrc(product.img, pictures) }}
          inWishlist={wishlist.has(product.id)}
          onAddToCart={add}
          onToggleWishlist={wishlist.toggle}
          activationRegions={activationRegionLabels(product.regionalLimitations)}
          notice={
            hydrated && (
              <Suspense>
                <ProductRegionNotice name={product.company_name} limits={product.regionalLimitations} />
              </Suspense>
            )
          }
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
