import type { AdminProductListItem } from '@keyshop/contracts/operator';
import { Button, DataTable, formatPrice, Page, type DataTableColumn } from '@keyshop/ui';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../api/admin';
import { AdminSearch } from '../../components/admin/AdminSearch';
import { useAdminProducts } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { adminPaths } from '../../lib/admin/adminLinks';
import { knownRowCount, readPage } from '../../lib/admin/adminPaging';
import { adminTitle } from '../../lib/admin/adminTitle';
import { lowStockLabel } from '../../lib/admin/lowStock';

const columnsFor = (
  defaultThreshold: number | undefined,
): readonly DataTableColumn<AdminProductListItem>[] => [
  {
    id: 'company_name',
    header: 'Product',
    rowHeader: true,
    render: (product) => <Link to={adminPaths.product(product.id)}>{product.company_name}</Link>,
  },
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    render: (product) => `${formatPrice(product.price)}${product.onSale ? ' (sale set)' : ''}`,
  },
  { id: 'published', header: 'In the store', render: (product) => (product.published ? 'Shown' : 'Hidden') },
  { id: 'qty', header: 'Keys in stock', align: 'end' },
  {
    id: 'lowStockThreshold',
    header: 'Low stock',
    render: (product) => (defaultThreshold === undefined ? '…' : lowStockLabel(product, defaultThreshold)),
  },
  {
    id: 'keys',
    header: 'Keys',
    render: (product) => (
      <Link to={adminPaths.keyImport(product.id)} aria-label={`Import keys for ${product.company_name}`}>
        Import keys
      </Link>
    ),
  },
];

/**
 * /admin/products?q=&page=: every product, published or not, with its price, stock and low-stock state by its
 * own threshold (or the shop's default); each opens its edit page, where its sale and keys are a link away.
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params.get('page'));
  const { data, error, isLoading } = useAdminProducts(q, page);

  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <Page
      title="Products"
      actions={
        <Button asChild>
          <Link to={adminPaths.newProduct}>New product</Link>
        </Button>
      }
    >
      <title>{adminTitle('Products')}</title>
      <AdminSearch name="Products" label="Name or number" />
      {data && (
        <p>A product without a threshold of its own is low at {data.defaultThreshold} keys or fewer.</p>
      )}
      <DataTable
        caption="Products and their key stock"
        columns={columnsFor(data?.defaultThreshold)}
        rows={data?.products ?? []}
        manual
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPageChange={goTo}
        rowCount={data ? knownRowCount(page, data.products.length, data.hasMore) : 0}
        loading={isLoading}
        error={error instanceof Error ? error.message : error && 'The products could not be loaded.'}
        empty={q ? `No product matches “${q}”.` : 'No products yet.'}
      />
    </Page>
  );
}

export const meta = noindexMeta;

export default ProductsPage;
