import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { formatIsoDate } from '../../utils/formatDate';
import { formatPrice, type PriceFormatProps } from '../Price/prices';
import * as styles from './OrderRow.css';
import type { HeadingLevel } from '../../utils/headingLevel';

/** The fields a row reads, in neutral names (an app maps its order shape to it). */
export interface OrderRowData {
  id: string;
  /** The number people know the order by, as the app derives it; `shortOrderId(id)` when absent. */
  number?: string;
  status: string;
  /** In the list's currency (euros by default). */
  total: number;
  /** ISO date-time of the purchase. */
  createdAt: string;
  items: readonly { productId: number | string; name: string; quantity: number }[];
  /** How the order is paid: the method (a key of `labels.methods`), the amount and the provider's reference. */
  payment?: OrderRowPayment;
}

/** What happened to an order's money. */
export interface OrderRowPayment {
  method: string;
  amount: number;
  reference?: string | null;
  /**
   * `charged` (method and amount shown), `pending` (not paid yet: nothing charged yet) or `none` (expired or
   * cancelled unpaid: nothing charged).
   * @default 'charged'
   */
  charge?: 'charged' | 'pending' | 'none';
  /** Money given back: how much, when (ISO), and for a partial refund the keys it covered. */
  refund?: {
    amount: number;
    at: string;
    lines?: readonly { productId: number | string; name: string; quantity: number; amount: number }[];
  };
}

export interface OrderRowLabels {
  order: string;
  date: string;
  status: string;
  total: string;
  items: string;
  payment: string;
  reference: string;
  /** A payment still awaited. */
  nothingChargedYet: string;
  /** An order that ended unpaid (expired, cancelled). */
  nothingCharged: string;
  refunded: string;
  /** Between the refunded amount and its date: "€12.00 on 7 December 2026". */
  on: string;
  /** Readable names of the order statuses, by status; unknown statuses are shown as given. */
  statuses: Readonly<Record<string, string>>;
  /** Readable names of the payment methods, by method; unknown methods are shown as given. */
  methods: Readonly<Record<string, string>>;
}

export const defaultOrderRowLabels: OrderRowLabels = {
  order: 'Order',
  date: 'Date',
  status: 'Status',
  total: 'Total',
  items: 'Items',
  payment: 'Payment',
  reference: 'Reference',
  nothingChargedYet: 'Nothing charged yet',
  nothingCharged: 'Nothing charged',
  refunded: 'Refunded',
  on: 'on',
  statuses: {
    awaiting_payment: 'Awaiting payment',
    payment_failed: 'Payment failed',
    paid: 'Paid',
    completed: 'Completed',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },
  methods: { card: 'Card' },
};

/** The short form of an order id shown to people: its first 8 characters in capitals, e.g. "#3F2A9C1B". */
export const shortOrderId = (id: string) => `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

export interface OrderRowProps<T extends OrderRowData = OrderRowData>
  extends Omit<ComponentPropsWithoutRef<'article'>, 'children'>, PriceFormatProps {
  order: T;
  /** E.g. a 'View keys' link for this order. */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
  labels?: Partial<OrderRowLabels>;
}

/**
 * One order: short id, date, status, the total in `currency` (euros by default), what happened to its money
 * when given (method, amount and provider reference once charged; nothing charged (yet) otherwise; what was
 * refunded, when, and for which keys), the lines (name × quantity) and an action.
 */
export function OrderRow<T extends OrderRowData>({
  order,
  action,
  headingLevel = 3,
  locale,
  currency,
  labels,
  className,
  ...props
}: OrderRowProps<T>) {
  const text = { ...defaultOrderRowLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { payment } = order;
  const charge = payment?.charge ?? 'charged';
  const price = (amount: number) => formatPrice(amount, locale, currency);
  return (
    <article
      {...props}
      aria-labelledby={titleId}
      data-status={order.status}
      className={cx(styles.row, className)}
    >
      <div className={styles.layout}>
        <Heading id={titleId} className={styles.title}>
          {text.order} <span className={styles.id}>{order.number ?? shortOrderId(order.id)}</span>
        </Heading>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{text.date}</dt>
            <dd className={styles.value}>
              <time dateTime={order.createdAt}>{formatIsoDate(order.createdAt, locale)}</time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{text.status}</dt>
            <dd className={styles.value}>
              <span className={styles.status}>{text.statuses[order.status] ?? order.status}</span>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{text.total}</dt>
            <dd className={styles.total}>{formatPrice(order.total, locale, currency)}</dd>
          </div>
          {payment && (
            <div className={styles.fact}>
              <dt className={styles.term}>{text.payment}</dt>
              <dd className={styles.value}>
                {charge === 'pending'
                  ? text.nothingChargedYet
                  : charge === 'none'
                    ? text.nothingCharged
                    : `${text.methods[payment.method] ?? payment.method}, ${price(payment.amount)}`}
              </dd>
            </div>
          )}
          {charge === 'charged' && payment?.reference && (
            <div className={styles.fact}>
              <dt className={styles.term}>{text.reference}</dt>
              <dd className={styles.reference}>{payment.reference}</dd>
            </div>
          )}
          {payment?.refund && (
            <div className={styles.fact}>
              <dt className={styles.term}>{text.refunded}</dt>
              <dd className={styles.value}>
                {price(payment.refund.amount)} {text.on}{' '}
                <time dateTime={payment.refund.at}>{formatIsoDate(payment.refund.at, locale)}</time>
                {payment.refund.lines && (
                  // eslint-disable-next-line jsx-a11y/no-redundant-roles
                  <ul role="list" className={styles.refundLines}>
                    {payment.refund.lines.map((line) => (
                      <li key={line.productId}>
                        {line.quantity} × {line.name}, {price(line.amount)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          )}
        </dl>
        {/* role="list" keeps list semantics in Safari, which drops them for lists without bullets. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul role="list" aria-label={text.items} className={styles.items}>
          {order.items.map((item) => (
            <li key={item.productId} className={styles.line}>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.qty}>× {item.quantity}</span>
            </li>
          ))}
        </ul>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </article>
  );
}
