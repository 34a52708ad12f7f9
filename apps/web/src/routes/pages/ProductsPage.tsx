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
import { platformFilters, type CatalogueReader } from '@keyshop/contracts';
import { useEffect } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { fetchProductList, httpCatalogue, toListQuery } from '../../api/products';
import { useProducts } from '../../hooks/products';
import {
  DEFAULT_SORT,
  catalogueQuery,
  impossibleRange,
  keptByFiltersForm,
  oneOf,
  pageCountOf,
  readCatalogueView,
  writeCatalogueView,
  type CatalogueView,
} from '../../state/catalogueParams';
import { catalogueTitle, platformFilterName } from '../../state/catalogueTitle';
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
import { useFocusResultsOnPageChange } from '../../hooks/useFocusResultsOnPageChange';
import { useKeepFocusThroughNavigation } from '../../hooks/useKeepFocusThroughNavigation';
import { useLiveStock } from '../../hooks/useLiveStock';
import { useProductActions } from '../../hooks/useProductActions';
import { productsMeta, siteOrigin } from '../../seo';

/**
 * The first card's cover is the page's largest paint on every width, so it alone loads at once with high
 * priority (or comes inside the page): on a phone the rest of the first row is below the fold, and a wider
 * screen loads it lazily the moment it lays out. The rest load as they scroll into view.
 */
const LARGEST_PAINT = 1;

/** The list's URL for a view. */
const hrefFor = (view: CatalogueView) => {
  const query = writeCatalogueView(view).toString();
  return query ? `/products?${query}` : '/products';
};

/**
 * The page of the catalogue the URL names. A page past the end goes to the last page there is; an impossible
 * price range asks for nothing (the page says why nothing matches); a list that cannot be read at all is asked
 * for again through SWR. A server render's page carries the first cover inside.
 */
async function loadList(catalogue: CatalogueReader, request: Request, inline?: InlinePicturesOf) {
  const view = readCatalogueView(new URL(request.url).searchParams);
  if (impossibleRange(view)) return { list: undefined };
  const query = toListQuery(catalogueQuery(view));
  const list = await fetchProductList(catalogue, query, request.signal).catch(() => undefined);
  const last = list && pageCountOf(list.total ?? 0);
  if (last !== undefined && view.page > last) throw redirect(hrefFor({ ...view, page: last }));
  const largest = list?.results.slice(0, LARGEST_PAINT).map((product) => product.img) ?? [];
  return { list, pictures: inline && (await inline(largest)) };
}
/** On the server, from the API's services in-process. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadList(context.catalogue, request, (srcs) => inlinePictures(context, srcs));
/** On a client navigation, from the API over HTTP. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadList(httpCatalogue, request);

/**
 * The sort choice in a GET form: its Sort button applies the chosen order (arrows on the select only choose,
 * WCAG 3.2.2); with scripts off the button sends it with the current filters. On a search, featured is relevance.
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
    <form method="get" action="/products">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SortSelect
        value={view.sortBy}
        onValueChange={onSort}
        labels={view.search ? { featured: 'Relevance' } : undefined}
      />
    </form>
  );
}

// Scripts off: the filters' form (a GET form naming the URL's parameters) is shown, as its toggle needs scripts.
const filtersWithoutScripts = 'form[aria-label="Filters"][hidden]{display:block}';

// The results and the pagination, for the focus after another page is chosen.
const RESULTS_ID = 'results';
const PAGINATION_ID = 'pagination';

/** How many products the view holds: "3 products", "1 product". */
const countText = (total: number) => `${total.toLocaleString('en')} ${total === 1 ? 'product' : 'products'}`;

/**
 * /products: search, filters, sort and page live in the URL, so a view can be shared and survives a reload.
 * The header search's Enter opens it with `search`; the count of matches stands above the grid.
 */
export function ProductsPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const view = readCatalogueView(params);
  const impossible = impossibleRange(view);
  const { data, error, isLoading } = useProducts(impossible ? null : catalogueQuery(view), loaderData.list);
  const actions = useProductActions();
  useLiveStock(data?.results);
  const total = impossible ? 0 : data?.total;

  // A page past the end (reached in the browser: a stale link, stock gone) goes to the last page there is.
  const last = data ? pageCountOf(data.total ?? 0) : undefined;
  useEffect(() => {
    if (last !== undefined && view.page > last) {
      setParams(writeCatalogueView({ ...view, page: last }), { replace: true });
    }
  });

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
  const keepFocus = useKeepFocusThroughNavigation();
  const pageCount = last ?? 1;
  useFocusResultsOnPageChange(view.page, RESULTS_ID, PAGINATION_ID);
  // The results' name says which page they are, heard when the focus lands on them.
  const resultsName = `Products, page ${view.page}${last === undefined ? '' : ` of ${last}`}`;

  return (
    // A search keeps the heading Products: its status line and the tab's title name the search.
    <Page
      title={view.search ? 'Products' : catalogueTitle(view)}
      actions={
        <SortForm
          view={view}
          onSort={(sortBy) => {
            keepFocus();
            show({ sortBy });
          }}
        />
      }
    >
      <noscript>
        <style>{filtersWithoutScripts}</style>
      </noscript>
      <title>{pageTitle(titleOf(view))}</title>
      <FiltersPanel
        value={filters}
        onChange={({ genres = [], inStock = false, platform, ...change }) =>
          show({ ...change, platform: oneOf(platformFilters, platform, 'all'), genres: [...genres], inStock })
        }
        platforms={platformFilters.filter((platform) => platform !== 'all')}
        labels={{ platformName: platformFilterName }}
        counts={data?.facets}
        hiddenFields={keptByFiltersForm(view)}
      />
      <p role="status">
        {total === undefined
          ? ''
          : view.search
            ? `${countText(total)} found for “${view.search}”`
            : countText(total)}
      </p>
      <ProductGrid
        id={RESULTS_ID}
        tabIndex={-1}
        labels={{
          region: resultsName,
          ...(view.search && { empty: `No products match ‘${view.search}’.` }),
        }}
        getHref={productPath}
        imageAspectRatio={coverAspectRatio}
        headingLevel={2}
        priorityCount={LARGEST_PAINT}
        products={(data?.results ?? []).map((product) => ({
          ...toProductCardView(product),
          image: pictureSrc(product.img, loaderData.pictures),
        }))}
        loading={isLoading}
        error={error ? true : undefined}
        emptyAction={
          view.search ? (
            <Button asChild variant="secondary">
              <Link to={hrefFor({ ...view, search: '', page: 1 })}>Clear the search</Link>
            </Button>
          ) : undefined
        }
        renderLink={renderRouterLink}
        {...actions}
      />
      {pageCount > 1 && (
        <Pagination
          id={PAGINATION_ID}
          page={view.page}
          pageCount={pageCount}
          getHref={(page) => hrefFor({ ...view, page })}
          renderLink={renderRouterLink}
        />
      )}
    </Page>
  );
}

/** The tab's title: what the list shows (a search names its text), a page beyond the first its number. */
function titleOf(view: CatalogueView): string {
  const base = catalogueTitle(view);
  return view.page > 1 ? `${base}, page ${view.page}` : base;
}

/** The list's head; each page number beyond the first is a page of its own. */
export function meta({ matches, location }: Route.MetaArgs) {
  const { page } = readCatalogueView(new URLSearchParams(location.search));
  return productsMeta({ origin: siteOrigin(matches), page });
}

export default ProductsPage;
