import type { Route } from './+types/HomePage';
import { Carousel, CategoryBar, Page, ProductGrid } from '@keyshop/ui';
import { toListQuery } from '../../api/products';
import { home } from '../../content/home';
import { swrKeys } from '../../hooks/keys';
import { useProducts } from '../../hooks/products';
import { loadProductList } from '../../server/catalogue';
import { seed } from '../../server/loaderData';
import { productPath } from '../../lib/links';
import { coverAspectRatio, toProductCardView } from '../../lib/productView';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';
import { useLiveStock } from '../../hooks/useLiveStock';
import { useProductActions } from '../../hooks/useProductActions';
import { homeMeta, siteOrigin } from '../../seo';

// The slides' pictures ship with the app (public/slides), named after each slide.
const slides = home.slides.map((slide) => ({ ...slide, image: `/slides/${slide.id}.svg` }));

const featured = { sortBy: 'featured', limit: 8 } as const;

/** The featured games, loaded on the server for the first page's HTML. */
export async function loader({ context }: Route.LoaderArgs) {
  const query = toListQuery(featured);
  return { fallback: seed(swrKeys.products(query), await loadProductList(context, query)) };
}
// Client navigations load through SWR (with its static-catalogue fallback), as before.
export const clientLoader = () => ({ fallback: {} });

export function HomePage() {
  const { data, error, isLoading } = useProducts(featured);
  const actions = useProductActions();
  useLiveStock(data?.results);
  return (
    <Page title="Keyshop: digital game keys" titleHidden>
      <title>{pageTitle()}</title>
      <Carousel slides={slides} renderLink={renderRouterLink} />
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
