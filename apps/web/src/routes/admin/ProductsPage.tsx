import type { Product } from '@keyshop/contracts';
import { DataTable, Page, type DataTableColumn } from '@keyshop/ui';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../api/admin';
import { useAdminDashboard } from '../../hooks/admin';
import { useProducts } from '../../hooks/products';
import { noindexMeta } from '../../seo';
import { adminPaths } from '../../lib/admin/adminLinks';
import { readPage } from '../../lib/admin/adminPaging';
import { adminTitle } from '../../lib/admin/adminTitle';

type LowStock = ReadonlyMap<number, number>;

const columnsFor = (lowStock: LowStock | undefined): readonly DataTableColumn<Product>[] => [
  { id: 'company_name', header: 'Product', rowHeader: true },
  { id: 'qty', header: 'Keys in stock', align: 'end' },
  {
    id: 'threshold',
    header: 'Low stock',
    render: (product) => {
      if (!lowStock) return '…';
      const threshold = lowStock.get(product.id);
      return threshold === undefined ? 'Above its threshold' : `Low: at or below ${threshold}`;
    },
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
 * /admin/products?page=: every product with its stock and whether it is at or below its low-stock threshold
 * (the dashboard's list); each opens its key import, where its threshold is set too.
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const products = useProducts({ page, limit: ADMIN_PAGE_SIZE });
  const dashboard = useAdminDashboard();
  const lowStock =
    dashboard.data && new Map(dashboard.data.lowStock.map((row) => [row.productId, row.threshold]));
  return (
    <Page title="Products">
      <title>{adminTitle('Products')}</title>
      {dashboard.data && (
        <p>
          A product without a threshold of its own is low at {dashboard.data.defaultThreshold} keys or fewer.
        </p>
      )}
      <DataTable
        caption="Products and their key stock"
        columns={columnsFor(lowStock)}
        rows={products.data?.results ?? []}
        manual
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPageChange={(next) => setParams({ page: String(next) })}
        rowCount={products.data?.total ?? 0}
        loading={products.isLoading}
        error={products.error instanceof Error ? products.error.message : undefined}
        empty="No products yet."
      />
    </Page>
  );
}

export const meta = noindexMeta;

export default ProductsPage;
