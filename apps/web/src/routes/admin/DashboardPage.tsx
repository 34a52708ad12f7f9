import type { AdminDashboard } from '@keyshop/contracts/operator';
import { Button, DataTable, ErrorState, Page, StatCard, StatCards, type DataTableColumn } from '@keyshop/ui';
import { Link } from 'react-router';
import { useAdminDashboard } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { renderRouterLink } from '../../components/routerLink';
import { formatCents } from '../../lib/admin/adminFormat';
import { adminPaths } from '../../lib/admin/adminLinks';
import { adminTitle } from '../../lib/admin/adminTitle';

type LowStockRow = AdminDashboard['lowStock'][number];

const lowStockColumns: readonly DataTableColumn<LowStockRow>[] = [
  {
    id: 'company_name',
    header: 'Product',
    rowHeader: true,
    sortable: true,
    render: (row) => <Link to={adminPaths.keyImport(row.productId)}>{row.company_name}</Link>,
  },
  { id: 'qty', header: 'Keys in stock', align: 'end', sortable: true },
  { id: 'threshold', header: 'Threshold', align: 'end', sortable: true },
  { id: 'alerted', header: 'Operator e-mailed', render: (row) => (row.alerted ? 'Yes' : 'Not yet') },
];

/** /admin: sales today, orders awaiting payment, and the products at or below their low-stock threshold. */
export function DashboardPage() {
  const { data, error, isLoading, mutate } = useAdminDashboard();
  return (
    <Page title="Dashboard">
      <title>{adminTitle('Dashboard')}</title>
      {error && !data ? (
        <ErrorState
          message="The dashboard could not be loaded."
          description={error instanceof Error ? error.message : undefined}
          action={<Button onClick={() => void mutate()}>Try again</Button>}
        />
      ) : (
        <>
          <StatCards aria-label="Today">
            <StatCard
              label="Sales today"
              loading={isLoading}
              value={data && formatCents(data.salesToday.amountCents)}
              change={
                data && `${data.salesToday.orders} paid ${data.salesToday.orders === 1 ? 'order' : 'orders'}`
              }
            />
            <StatCard
              label="Orders awaiting payment"
              loading={isLoading}
              value={data?.awaitingPayment}
              href={adminPaths.orders}
              renderLink={renderRouterLink}
            />
            <StatCard
              label="Low-stock products"
              loading={isLoading}
              value={data?.lowStock.length}
              change={data && `Default threshold: ${data.defaultThreshold} keys`}
              href={adminPaths.products}
              renderLink={renderRouterLink}
            />
          </StatCards>
          <DataTable
            caption="Low-stock products"
            columns={lowStockColumns}
            rows={data?.lowStock ?? []}
            rowKey="productId"
            loading={isLoading}
            empty="No product is at or below its low-stock threshold."
            defaultSort={{ column: 'qty', direction: 'ascending' }}
          />
        </>
      )}
    </Page>
  );
}

export const meta = noindexMeta;

export default DashboardPage;
