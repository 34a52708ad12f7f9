import {
  refundableAmount,
  type AdminOrderDetail,
  type AdminOrderKey,
  type Order,
} from '@keyshop/contracts/operator';
import {
  Alert,
  AlertDialog,
  Button,
  ButtonGroup,
  DataTable,
  EmptyState,
  ErrorState,
  formatPrice,
  Page,
  shortOrderId,
  Spinner,
  type DataTableColumn,
} from '@keyshop/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { refundAdminOrder, resendAdminOrderEmail } from '../../api/admin';
import { ApiError } from '../../api/client';
import { useAdminOrder } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { formatCents, formatDateTime, orderStatusLabel } from '../../lib/admin/adminFormat';
import { adminTitle } from '../../lib/admin/adminTitle';

type Line = Order['items'][number];

const lineColumns: readonly DataTableColumn<Line>[] = [
  { id: 'company_name', header: 'Product', rowHeader: true },
  { id: 'qty', header: 'Keys', align: 'end' },
  { id: 'unitPrice', header: 'Unit price', align: 'end', render: (line) => formatPrice(line.unitPrice) },
  { id: 'revealedQty', header: 'Revealed', align: 'end' },
  { id: 'refundedQty', header: 'Refunded', align: 'end' },
];

const keyStates: Record<AdminOrderKey['state'], string> = {
  reserved: 'Reserved',
  sold: 'Delivered',
  refunded: 'Refunded',
};

const keyColumns: readonly DataTableColumn<AdminOrderKey>[] = [
  { id: 'company_name', header: 'Product', rowHeader: true },
  { id: 'state', header: 'State', render: (key) => keyStates[key.state] },
  { id: 'soldAt', header: 'Delivered', render: (key) => formatDateTime(key.soldAt) },
  { id: 'revealedAt', header: 'Revealed', render: (key) => formatDateTime(key.revealedAt) },
  {
    id: 'refundedAt',
    header: 'Refunded',
    render: (key) =>
      key.refundedAt ? `${formatDateTime(key.refundedAt)} (${formatPrice(key.refundAmount ?? 0)})` : '—',
  },
];

/** A paid order's e-mail (with its keys' link) can be sent again; refunds need unrevealed keys left. */
const emailed = (order: Order) => ['paid', 'partially_refunded', 'refunded'].includes(order.status);
const refundable = (order: Order) =>
  (order.status === 'paid' || order.status === 'partially_refunded') && refundableAmount(order) > 0;

interface Outcome {
  variant: 'success' | 'danger';
  message: string;
}

const failure = (error: unknown, fallback: string): Outcome => ({
  variant: 'danger',
  message: error instanceof ApiError ? error.message : fallback,
});

function OrderDesk({ detail, onChanged }: { detail: AdminOrderDetail; onChanged: () => Promise<unknown> }) {
  const { order, customer, keys } = detail;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const amount = refundableAmount(order);

  const refund = async () => {
    try {
      const updated = await refundAdminOrder(order.id);
      setOutcome({
        variant: 'success',
        message: `Refunded ${formatPrice(updated.refund?.amount ?? amount)}.`,
      });
      await onChanged();
    } catch (error) {
      setOutcome(failure(error, 'The refund could not be made.'));
      throw error;
    }
  };
  const resend = async () => {
    setSending(true);
    try {
      setOutcome({ variant: 'success', message: await resendAdminOrderEmail(order.id) });
    } catch (error) {
      setOutcome(failure(error, 'The e-mail could not be sent.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <ButtonGroup aria-label="Order actions">
        {refundable(order) && (
          <AlertDialog
            variant="danger"
            trigger={<Button variant="danger">Refund {formatPrice(amount)}</Button>}
            title={`Refund order ${shortOrderId(order.id)}?`}
            description={`Every unrevealed key of this order goes back into stock and ${formatPrice(amount)} goes back to ${customer?.email ?? 'the shopper'} through the payment provider. This cannot be undone.`}
            labels={{ confirm: 'Refund' }}
            onConfirm={refund}
          />
        )}
        {emailed(order) && (
          <Button variant="secondary" onClick={() => void resend()} disabled={sending}>
            Resend order e-mail
          </Button>
        )}
      </ButtonGroup>
      {outcome && (
        <Alert variant={outcome.variant} live onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}

      <h2>Order</h2>
      <dl>
        <dt>Status</dt>
        <dd>{orderStatusLabel(order.status)}</dd>
        <dt>Placed</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Shopper</dt>
        <dd>{customer ? `${customer.username} <${customer.email}>` : 'Deleted account'}</dd>
        <dt>Refundable until</dt>
        <dd>{formatDateTime(order.refundableUntil)}</dd>
      </dl>

      <DataTable caption="Lines" columns={lineColumns} rows={order.items} rowKey="productId" />

      <h2>Payment</h2>
      <dl>
        <dt>Amount</dt>
        <dd>{formatCents(order.payment.amountCents)}</dd>
        <dt>Provider</dt>
        <dd>
          {order.payment.provider} ({order.payment.method})
        </dd>
        <dt>Reference</dt>
        <dd>{order.payment.reference ?? '—'}</dd>
        <dt>State</dt>
        <dd>
          {order.payment.state}
          {order.payment.failureMessage && ` – ${order.payment.failureMessage}`}
        </dd>
        <dt>Paid</dt>
        <dd>{formatDateTime(order.payment.paidAt)}</dd>
        <dt>Refunded</dt>
        <dd>
          {formatCents(order.payment.refundedCents)}
          {order.refund && ` (latest ${formatDateTime(order.refund.refundedAt)})`}
        </dd>
      </dl>

      <h2>Consent</h2>
      {order.consent ? (
        <dl>
          <dt>Accepted</dt>
          <dd>{formatDateTime(order.consent.acceptedAt)}</dd>
          <dt>Version</dt>
          <dd>{order.consent.version}</dd>
          <dt>Text</dt>
          <dd>{order.consent.text}</dd>
        </dl>
      ) : (
        <p>None recorded (placed before consent was asked for).</p>
      )}

      <DataTable
        caption="Keys: delivery, reveals and refunds"
        columns={keyColumns}
        rows={keys}
        rowKey="keyId"
        empty="This order holds no keys."
      />
    </>
  );
}

/** /admin/orders/:id: the order desk's view of one order, with refund and resend. */
export function OrderDetailPage() {
  const { id } = useParams();
  const { data, error, mutate } = useAdminOrder(id);
  const title = id ? `Order ${shortOrderId(id)}` : 'Order';
  return (
    <Page title={title}>
      <title>{adminTitle(title)}</title>
      {error ? (
        error instanceof ApiError && error.status === 404 ? (
          <EmptyState message="Order not found" description="No order has this number." />
        ) : (
          <ErrorState
            message="The order could not be loaded."
            description={error instanceof Error ? error.message : undefined}
            action={<Button onClick={() => void mutate()}>Try again</Button>}
          />
        )
      ) : data ? (
        <OrderDesk detail={data} onChanged={() => mutate()} />
      ) : (
        <EmptyState icon={<Spinner label={null} />} message="Loading the order" />
      )}
    </Page>
  );
}

export const meta = noindexMeta;

export default OrderDetailPage;
