import type { AdminOrderSummary } from '@keyshop/contracts/operator';
import { DataTable, Page, shortOrderId, type DataTableColumn } from '@keyshop/ui';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../api/admin';
import { AdminSearch } from '../../components/admin/AdminSearch';
import { useAdminOrders } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { formatCents, formatDateTime, orderStatusLabel } from '../../lib/admin/adminFormat';
import { adminPaths } from '../../lib/admin/adminLinks';
import { knownRowCount, readPage } from '../../lib/admin/adminPaging';
import { adminTitle } from '../../lib/admin/adminTitle';

const columns: readonly DataTableColumn<AdminOrderSummary>[] = [
  {
    id: 'id',
    header: 'Order',
    rowHeader: true,
    render: (order) => <Link to={adminPaths.order(order.id)}>{shortOrderId(order.id)}</Link>,
  },
  { id: 'createdAt', header: 'Placed', render: (order) => formatDateTime(order.createdAt) },
  { id: 'email', header: 'Shopper', render: (order) => order.email ?? 'Deleted account' },
  { id: 'status', header: 'Status', render: (order) => orderStatusLabel(order.status) },
  { id: 'amountCents', header: 'Total', align: 'end', render: (order) => formatCents(order.amountCents) },
];

/** /admin/orders?q=&page=: the order desk's search by order number, e-mail or key; the latest orders without one. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params.get('page'));
  const { data, error, isLoading } = useAdminOrders(q, page);

  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <Page title="Orders">
      <title>{adminTitle('Orders')}</title>
      <AdminSearch
        name="Orders"
        label="Order number, e-mail or key"
        description="An order number needs at least 4 of its characters, e.g. #1A2B."
      />
      <DataTable
        caption={q ? `Orders matching “${q}”` : 'Latest orders'}
        columns={columns}
        rows={data?.orders ?? []}
        manual
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPageChange={goTo}
        rowCount={data ? knownRowCount(page, data.orders.length, data.hasMore) : 0}
        loading={isLoading}
        error={error instanceof Error ? error.message : error && 'The orders could not be loaded.'}
        empty={q ? `No order matches “${q}”.` : 'No orders yet.'}
      />
    </Page>
  );
}

export const meta = noindexMeta;

export default OrdersPage;
