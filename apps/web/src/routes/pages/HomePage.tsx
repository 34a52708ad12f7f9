import type { Route } from './+types/HomePage';
import type { CatalogueReader } from '@keyshop/contracts';
import { Carousel, CategoryBar, Page, ProductGrid } from '@keyshop/ui';
import { fetchProductList, httpCatalogue, toListQuery } from '../../api/products';
import { home } from '../../content/home';
import { useProducts } from '../../hooks/products';
import { productPath } from '../../lib/links';
import {
  coverAspectRatio,
  toProductCardView,
  type InlinePicturesOf,
  pictureSrc,
} from '../../lib/productView';
import { inlinePictures } from '../../lib/inlinePictures.server';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';
import { useLiveStock } from '../../hooks/useLiveStock';
import { useProductActions } from '../../hooks/useProductActions';
import { homeMeta, siteOrigin } from '../../seo';

// The slides' pictures ship with the app (public/slides), named after each slide.
const slides = home.slides.map((slide) => ({ ...slide, image: `/slides/${slide.id}.svg` }));

const featured = { sortBy: 'featured', limit: 8 } as const;

/**
 * The featured games; when they cannot be read at all, the page asks again through SWR. A server render's page
 * carries its first slide, its largest paint, inside.
 */
const loadFeatured = async (catalogue: CatalogueReader, inline?: InlinePicturesOf, signal?: AbortSignal) => ({
  products: await fetchProductList(catalogue, toListQuery(featured), signal).catch(() => undefined),
  pictures: inline && (await inline([slides[0]?.image])),
});
/** On the server, from the API's services in-process. */
export const loader = ({ context }: Route.LoaderArgs) =>
  loadFeatured(context.catalogue, (srcs) => inlinePictures(context, srcs));
/** On a client navigation, from the API over HTTP. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFeatured(httpCatalogue, undefined, request.signal);

export function HomePage({ loaderData }: Route.ComponentProps) {
  const { data, error, isLoading } = useProducts(featured, loaderData.products);
  const actions = useProductActions();
  useLiveStock(data?.results);
  return (
    <Page title="Keyshop: digital game keys" titleHidden>
      <title>{pageTitle()}</title>
      <Carousel
        slides={slides.map((slide) => ({
          ...slide,
          image: pictureSrc(slide.image, loaderData.pictures),
        }))}
        renderLink={renderRouterLink}
      />
      <CategoryBar items={home.categories} renderLink={renderRouterLink} />
      <h2>Featured games</h2>
      <ProductGrid
        getHref={productPath}
        imageAspectRatio={coverAspectRatio}
        labels={{ region: 'Featured games' }}
        products={(data?.results ?? []).map(toProductCardView)}
        loading={isLoading}
        error={error ? true : undefined}
        renderLink={renderRouterLink}
        {...actions}
      />
    </Page>
  );
}

/** Home: the shop's head and a WebSite with a SearchAction on the catalogue. */
export function meta({ matches }: Route.MetaArgs) {
  return homeMeta({ origin: siteOrigin(matches) });
}

export default HomePage;
