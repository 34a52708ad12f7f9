import type { Route } from './+types/ProductsPage';
import {
  Button,
  FiltersPanel,
  Page,
  Pagination,
  ProductGrid,
  SortSelect,
  type FiltersValue,
} from '@keyshop/ui';
import { useSearchParams } from 'react-router';
import { toListQuery } from '../../api/products';
import { swrKeys } from '../../hooks/keys';
import { useProducts } from '../../hooks/products';
import { loadProductList } from '../../server/catalogue';
import { seed } from '../../server/loaderData';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  catalogueQuery,
  readCatalogueView,
  writeCatalogueView,
  type CatalogueView,
} from '../../state/catalogueParams';
import { productPath } from '../links';
import { coverAspectRatio, toProductCardView } from '../productView';
import { renderRouterLink } from '../routerLink';
import { pageTitle } from '../title';
import { useLiveStock } from '../../hooks/useLiveStock';
import { useProductActions } from '../../hooks/useProductActions';
import { productsMeta, siteOrigin } from '../../seo';

/**
 * The first card's cover is the page's largest paint on every width, so it alone loads at once with high
 * priority: on a phone the rest of the first row is below the fold, and a wider screen loads it lazily the
 * moment it lays out. The rest load as they scroll into view.
 */
const LARGEST_PAINT = 1;

/** The page of the catalogue the URL names, loaded on the server for the HTML. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = toListQuery(catalogueQuery(readCatalogueView(new URL(request.url).searchParams)));
  return { fallback: seed(swrKeys.products(query), await loadProductList(context, query)) };
}
export const clientLoader = () => ({ fallback: {} });

/**
 * The sort choice in a GET form: with scripts off, a Sort button sends it with the current filters; with
 * scripts the choice applies at once.
 */
function SortForm({
  view,
  onSort,
}: {
  view: CatalogueView;
  onSort: (sortBy: CatalogueView['sortBy']) => void;
}) {
  const kept = [...writeCatalogueView({ ...view, sortBy: DEFAULT_SORT, page: 1 })];
  return (
    <form method="get" action="/products" onSubmit={(event) => event.preventDefault()}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SortSelect value={view.sortBy} onValueChange={onSort} />
      <noscript>
        <Button type="submit" variant="secondary">
          Sort
        </Button>
      </noscript>
    </form>
  );
}

// Scripts off: the filters' form (a GET form naming the URL's parameters) is shown, as its toggle needs scripts.
const filtersWithoutScripts = 'form[aria-label="Filters"][hidden]{display:block}';

/** /products: filters, sort and page live in the URL, so a view can be shared and survives a reload. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const view = readCatalogueView(params);
  const { data, error, isLoading } = useProducts(catalogueQuery(view));
  const actions = useProductActions();
  useLiveStock(data?.results);

  const hrefFor = (next: CatalogueView) => {
    const query = writeCatalogueView(next).toString();
    return query ? `/products?${query}` : '/products';
  };
  // A new filter or sort starts again at page 1.
  const show = (change: Partial<CatalogueView>) =>
    setParams(writeCatalogueView({ ...view, page: 1, ...change }));
  const filters: FiltersValue = {
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    platform: view.platform,
    genres: view.genres,
    inStock: view.inStock,
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Page title="Products" actions={<SortForm view={view} onSort={(sortBy) => show({ sortBy })} />}>
      <noscript>
        <style>{filtersWithoutScripts}</style>
      </noscript>
      <title>{pageTitle(view.page > 1 ? `Products, page ${view.page}` : 'Products')}</title>
      <FiltersPanel
        value={filters}
        onChange={({ genres = [], inStock = false, ...change }) =>
          show({ ...change, genres: [...genres], inStock })
        }
        counts={data?.facets}
      />
      <ProductGrid
        getHref={productPath}
        imageAspectRatio={coverAspectRatio}
        headingLevel={2}
        priorityCount={LARGEST_PAINT}
        products={(data?.results ?? []).map(toProductCardView)}
        loading={isLoading}
        error={error ? true : undefined}
        renderLink={renderRouterLink}
        {...actions}
      />
      {pageCount > 1 && (
        <Pagination
          page={view.page}
          pageCount={pageCount}
          getHref={(page) => hrefFor({ ...view, page })}
          renderLink={renderRouterLink}
        />
      )}
    </Page>
  );
}

/** The list's head; each page number beyond the first is a page of its own. */
export function meta({ matches, location }: Route.MetaArgs) {
  const { page } = readCatalogueView(new URLSearchParams(location.search));
  return productsMeta({ origin: siteOrigin(matches), page });
}

export default ProductsPage;
