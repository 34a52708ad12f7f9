import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { formatIsoDate } from '../../utils/formatDate';
import { formatPrice, type PriceFormatProps } from '../Price/prices';
import * as styles from './OrderRow.css';
import type { HeadingLevel } from '../../utils/headingLevel';

/** The fields a row reads, in neutral names (an app maps its order shape to it). */
export interface OrderRowData {
  id: string;
  status: string;
  /** In the list's currency (euros by default). */
  total: number;
  /** ISO date-time of the purchase. */
  createdAt: string;
  items: readonly { productId: number | string; name: string; quantity: number }[];
  /** How the order is paid: the method (a key of `labels.methods`), the amount and the provider's reference. */
  payment?: { method: string; amount: number; reference?: string | null };
}

export interface OrderRowLabels {
  order: string;
  date: string;
  status: string;
  total: string;
  items: string;
  payment: string;
  reference: string;
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
 * One order: short id, date, status, the total in `currency` (euros by default), its payment (method, amount,
 * provider reference) when given, the lines (name × quantity) and an action.
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
  return (
    <article
      {...props}
      aria-labelledby={titleId}
      data-status={order.status}
      className={cx(styles.row, className)}
    >
      <div className={styles.layout}>
        <Heading id={titleId} className={styles.title}>
          {text.order} <span className={styles.id}>{shortOrderId(order.id)}</span>
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
          {order.payment && (
            <div className={styles.fact}>
              <dt className={styles.term}>{text.payment}</dt>
              <dd className={styles.value}>
                {text.methods[order.payment.method] ?? order.payment.method},{' '}
                {formatPrice(order.payment.amount, locale, currency)}
              </dd>
            </div>
          )}
          {order.payment?.reference && (
            <div className={styles.fact}>
              <dt className={styles.term}>{text.reference}</dt>
              <dd className={styles.reference}>{order.payment.reference}</dd>
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
