import { Carousel, CategoryBar, Page, ProductGrid } from '@keyshop/ui';
import { home } from '../../content/home';
import { useProducts } from '../../hooks/products';
import { renderRouterLink } from '../routerLink';
import { pageTitle } from '../title';
import { useLiveStock } from '../useLiveStock';
import { useProductActions } from '../useProductActions';

// The slides' pictures ship with the app (public/slides), named after each slide.
const slides = home.slides.map((slide) => ({ ...slide, image: `/slides/${slide.id}.svg` }));

export function HomePage() {
  const { data, error, isLoading } = useProducts({ sortBy: 'featured', limit: 8 });
  const actions = useProductActions();
  useLiveStock(data?.results);
  return (
    <Page title="Keyshop: digital game keys" titleHidden>
      <title>{pageTitle()}</title>
      <Carousel slides={slides} renderLink={renderRouterLink} />
      <CategoryBar items={home.categories} renderLink={renderRouterLink} />
      <h2>Featured games</h2>
      <ProductGrid
        aria-label="Featured games"
        products={data?.results ?? []}
        loading={isLoading}
        error={error ? true : undefined}
        renderLink={renderRouterLink}
        {...actions}
      />
    </Page>
  );
}
