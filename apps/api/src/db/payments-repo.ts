import type { OrderStatus, PaymentProvider, PaymentState } from '@keyshop/contracts';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedQuery, preparedStatement, queryRows, type Executor } from './database';
import { orderStateFieldsOf, type OrderStateRow } from './orders-repo';
import {
  claimedJob,
  enqueueJobSql,
  jobValues,
  type JobValues,
  type NewOutboxJob,
  type OutboxJob,
} from './payment-outbox-repo';
import { orderItems, orders, paymentEvents, productKeys, products, users } from './schema';

/** What the payment flow needs of an order; `reservationLive` and `sessionOpen` by the database's clock. */
export type PaymentOrderRow = {
  id: string;
  userId: string | null;
  status: OrderStatus;
  amountCents: number;
  provider: PaymentProvider;
  reservedUntil: Date | null;
  reservationLive: boolean;
  paymentSession: string | null;
  paymentSessionExpiresAt: Date | null;
  paymentRedirectUrl: string | null;
  sessionOpen: boolean;
  paymentAttempts: number;
  paymentReference: string | null;
  paymentState: PaymentState;
  refundedCents: number;
};

const orderColumns = sql`
  o.id, o.user_id AS "userId", o.status, o.amount_cents AS "amountCents", o.payment_provider AS provider,
  o.reserved_until AS "reservedUntil", coalesce(o.reserved_until > now(), false) AS "reservationLive",
  o.payment_session AS "paymentSession", o.payment_session_expires_at AS "paymentSessionExpiresAt",
  o.payment_redirect_url AS "paymentRedirectUrl",
  coalesce(o.payment_session IS NOT NULL AND o.payment_session_expires_at > now(), false) AS "sessionOpen",
  o.payment_attempts AS "paymentAttempts", o.payment_reference AS "paymentReference",
  o.payment_state AS "paymentState", o.refunded_cents AS "refundedCents"`;

const toDate = (value: unknown) => (value == null ? null : new Date(value as string));

function toRow(raw: Record<string, unknown>): PaymentOrderRow {
  return {
    ...(raw as PaymentOrderRow),
    amountCents: Number(raw.amountCents),
    paymentAttempts: Number(raw.paymentAttempts),
    refundedCents: Number(raw.refundedCents),
    reservedUntil: toDate(raw.reservedUntil),
    paymentSessionExpiresAt: toDate(raw.paymentSessionExpiresAt),
  };
}

/** One order (of this user, when given), locked for the transaction when `lock`. */
export async function readPaymentOrder(
  db: Executor,
  orderId: string,
  options: { userId?: string; lock?: boolean } = {},
): Promise<PaymentOrderRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${orderColumns} FROM ${orders} o WHERE o.id = ${orderId}
        ${options.userId === undefined ? sql`` : sql`AND o.user_id = ${options.userId}`}
        ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row && toRow(row);
}

/** The user's orders in `statuses`, locked for the transaction (in id order: a steady lock order). */
export async function lockOrdersOf(
  db: Executor,
  userId: string,
  statuses: readonly OrderStatus[],
): Promise<PaymentOrderRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${orderColumns} FROM ${orders} o WHERE o.user_id = ${userId} AND o.status IN ${statuses}
        ORDER BY o.id FOR UPDATE`,
  );
  return rows.map(toRow);
}

export type PaymentLine = { name: string; qty: number; unitCents: number };

/**
 * One order of this user with its lines for a provider's page (name, quantity, unit price in cents), in one
 * statement: what starting a payment needs.
 */
export async function readOrderToPay(
  db: Executor,
  orderId: string,
  userId: string,
): Promise<(PaymentOrderRow & { lines: PaymentLine[] }) | undefined> {
  const [row] = await queryRows<Record<string, unknown> & { lines: PaymentLine[] | string | null }>(
    db,
    sql`SELECT ${orderColumns}, (
          SELECT json_agg(json_build_object('name', company_name, 'qty', qty,
                                            'unitCents', round(unit_price * 100)::int) ORDER BY product_id)
          FROM ${orderItems} WHERE order_id = o.id) AS lines
        FROM ${orders} o WHERE o.id = ${orderId} AND o.user_id = ${userId}`,
  );
  if (!row) return undefined;
  const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as PaymentLine[] | null;
  return { ...toRow(row), lines: lines ?? [] };
}

/** The columns a transition may set besides the status. */
export type OrderPaymentChange = {
  paymentState?: PaymentState;
  paymentFailure?: string | null;
  paymentReference?: string;
  paymentSession?: string | null;
  paymentSessionExpiresAt?: Date | null;
  paymentRedirectUrl?: string | null;
  paymentAttempts?: number;
  paid?: boolean;
  refundedCents?: number;
};

/** The column each payment field of a change sets. */
const paymentColumns = {
  paymentState: 'payment_state',
  paymentFailure: 'payment_failure',
  paymentReference: 'payment_reference',
  paymentSession: 'payment_session',
  paymentSessionExpiresAt: 'payment_session_expires_at',
  paymentRedirectUrl: 'payment_redirect_url',
  paymentAttempts: 'payment_attempts',
  refundedCents: 'refunded_cents',
} as const satisfies Record<Exclude<keyof OrderPaymentChange, 'paid'>, string>;

type PaymentField = keyof typeof paymentColumns;

/** A status change's shape: the fields it sets (a statement's text depends on them, not on their values). */
type ChangeShape = { status: boolean; fields: PaymentField[]; paid: boolean };

const shapeOf = (to: OrderStatus | undefined, change: OrderPaymentChange): ChangeShape => ({
  status: to !== undefined,
  fields: (Object.keys(paymentColumns) as PaymentField[]).filter((field) => change[field] !== undefined),
  paid: change.paid === true,
});

const shapeKey = (shape: ChangeShape) => `${shape.status}:${shape.fields.join(',')}:${shape.paid}`;

/** The SET list of a change of this shape, its values bound by name (`to` and the change's field names). */
function paymentSet(shape: ChangeShape, value: (name: PaymentField | 'to') => Placeholder): SQL[] {
  return [
    ...(shape.status ? [sql`status = ${value('to')}`] : []),
    ...shape.fields.map((field) => sql`${sql.identifier(paymentColumns[field])} = ${value(field)}`),
    ...(shape.paid ? [sql`paid_at = now()`] : []),
  ];
}

/** Statements built once per shape of change (a handful exist: one per kind of transition), numbered. */
function perShape<S>(build: (shape: ChangeShape, n: number) => S): (shape: ChangeShape) => S {
  const built = new Map<string, S>();
  return (shape) => {
    const key = shapeKey(shape);
    let statement = built.get(key);
    if (statement === undefined) built.set(key, (statement = build(shape, built.size)));
    return statement;
  };
}

/** What a payment update binds: the change, the new status, and the order in one of `from`. */
type PaymentUpdate = OrderPaymentChange & { to?: OrderStatus; orderId: string; from: readonly OrderStatus[] };

const updatePayment = perShape((shape) =>
  preparedStatement<PaymentUpdate, { id: string }>(
    (value) =>
      sql`UPDATE ${orders} SET ${sql.join(paymentSet(shape, value), sql`, `)}
          WHERE id = ${value('orderId')} AND status = ANY(${value('from')}::text[]) RETURNING id`,
  ),
);

/**
 * Sets an order's status (and payment columns) only while its status is one of `from`; false when it was not
 * (the caller lost a race or asked for a transition the order's state no longer allows).
 */
export async function updateOrderPayment(
  db: Executor,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus | undefined,
  change: OrderPaymentChange,
): Promise<boolean> {
  const shape = shapeOf(to, change);
  if (!shape.status && shape.fields.length === 0 && !shape.paid) return true;
  const rows = await updatePayment(shape)(db, { ...change, to, orderId, from });
  return rows.length > 0;
}

/** A paid order's state and its owner's address (null once the account is deleted): its e-mail's data. */
export type PaidOrderRow = OrderStateRow & { email: string | null; username: string | null };

/** The orders row as the payment's UPDATE left it: its CTE's RETURNING, read through an alias of the table. */
const paidRow = alias(orders, 'paid') as unknown as typeof orders;

const payReserved = perShape((shape, n) =>
  preparedQuery((db) => {
    const value = (
      name: keyof PaymentUpdate | keyof JobValues | 'amountCents' | 'provider' | 'eventId' | 'type',
    ): Placeholder => sql.placeholder(name);
    const paid = db.$with('paid', { id: paidRow.id }).as(
      sql`UPDATE ${orders} SET ${sql.join(paymentSet(shape, value), sql`, `)}
          WHERE id = ${value('orderId')} AND status = ANY(${value('from')}::text[])
            AND amount_cents = ${value('amountCents')}
          RETURNING *`,
    );
    const recorded = db.$with('recorded', {}).as(
      sql`INSERT INTO ${paymentEvents} (provider, event_id, type, order_id)
          SELECT ${value('provider')}, ${value('eventId')}, ${value('type')}, id FROM paid
          RETURNING order_id`,
    );
    const delivered = db.$with('delivered', {}).as(
      sql`UPDATE ${productKeys} SET sold_at = now()
          WHERE order_id = (SELECT order_id FROM recorded) AND sold_at IS NULL`,
    );
    const mailed = db.$with('mailed', {}).as(enqueueJobSql(value, { cte: sql`recorded`, fields: [] }));
    return db
      .with(paid, recorded, delivered, mailed)
      .select({
        ...orderStateFieldsOf(paidRow),
        email: users.email,
        username: users.username,
        mailJobId: sql<string | null>`(SELECT id FROM mailed)`,
      })
      .from(paid)
      .leftJoin(users, eq(users.id, paidRow.userId))
      .prepare(`pay_reserved_order_${n}`);
  }),
);

/**
 * The usual payment, fulfilled in one statement (so in one transaction): while the order is in one of `from`
 * and owes exactly `amountCents`, it becomes paid with `change`, the event id is recorded and the reserved keys
 * are handed over; answers the paid order as it now is. Undefined when the order is not such an order (nothing
 * changed). A recorded event id makes the whole statement fail on the unique constraint (nothing changed either);
 * the caller then takes the general path. The order's e-mail (`mail`) is queued by the same statement; answers
 * its job when this process is to send it now.
 */
export async function payReservedOrder(
  db: Executor,
  payment: {
    orderId: string;
    from: readonly OrderStatus[];
    amountCents: number;
    change: OrderPaymentChange;
    event: { provider: PaymentProvider; eventId: string; type: string };
    mail: NewOutboxJob;
  },
): Promise<{ order: PaidOrderRow; mail: OutboxJob | undefined } | undefined> {
  const { change, event } = payment;
  const [row] = await payReserved(shapeOf('paid', change))(db).execute({
    ...change,
    ...jobValues(payment.mail),
    to: 'paid',
    orderId: payment.orderId,
    from: payment.from,
    amountCents: payment.amountCents,
    provider: event.provider,
    eventId: event.eventId,
    type: event.type,
  });
  if (!row) return undefined;
  const { mailJobId, ...order } = row;
  const queued = mailJobId === null ? undefined : { id: mailJobId, payload: payment.mail.payload };
  return { order, mail: claimedJob(payment.mail, queued) };
}

/** Hands the order's reserved keys over (sold_at set): only now can they be listed, revealed or mailed. */
export async function deliverReservedKeys(tx: Executor, orderId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE ${productKeys} SET sold_at = now()
        WHERE order_id = ${orderId} AND sold_at IS NULL RETURNING id`,
  );
  return rows.length;
}

/** Gives the order's reserved (undelivered) keys back to their products' pools; answers their product ids. */
export async function releaseReservedKeys(tx: Executor, orderId: string): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`UPDATE ${productKeys} SET order_id = NULL
        WHERE order_id = ${orderId} AND sold_at IS NULL RETURNING product_id`,
  );
  return [...new Set(rows.map((row) => Number(row.product_id)))];
}

/**
 * For a payment that arrived after its reservation ended: takes fresh unsold keys for every line of the order
 * and delivers them, or takes none when any line is short. Answers the products whose stock fell (empty: none
 * taken). Products are locked in id order like every sale.
 */
export async function deliverFreshKeys(tx: Executor, orderId: string): Promise<number[] | undefined> {
  const rows = await queryRows<{ product_id: number; wanted: number; picked: number; taken: boolean }>(
    tx,
    sql`
    WITH line AS (
      SELECT product_id, qty FROM ${orderItems} WHERE order_id = ${orderId}
    ), product AS (
      SELECT id FROM ${products} WHERE id = ANY(ARRAY(SELECT product_id FROM line)) ORDER BY id FOR NO KEY UPDATE
    ), picked AS (
      SELECT line.product_id, k.id FROM line CROSS JOIN LATERAL (
        SELECT id FROM ${productKeys}
        WHERE product_id = line.product_id AND order_id IS NULL
        LIMIT line.qty FOR UPDATE SKIP LOCKED
      ) k
    ), tally AS (
      SELECT line.product_id, line.qty AS wanted,
             (SELECT count(*) FROM picked WHERE picked.product_id = line.product_id)::int AS picked
      FROM line
    ), complete AS (
      SELECT bool_and(picked = wanted) AS ok FROM tally
    ), taken AS (
      UPDATE ${productKeys} SET order_id = ${orderId}, sold_at = now()
      FROM complete WHERE complete.ok AND ${productKeys}.id = ANY(ARRAY(SELECT id FROM picked))
      RETURNING ${productKeys}.id
    )
    SELECT tally.product_id, tally.wanted, tally.picked, (SELECT count(*) FROM taken) > 0 AS taken FROM tally`,
  );
  if (!rows.some((row) => row.taken)) return undefined;
  return rows.map((row) => Number(row.product_id));
}

/** Records a provider's event id; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  tx: Executor,
  event: { provider: PaymentProvider; eventId: string; type: string; orderId: string | null },
): Promise<boolean> {
  const rows = await queryRows<{ event_id: string }>(
    tx,
    sql`INSERT INTO ${paymentEvents} (provider, event_id, type, order_id)
        VALUES (${event.provider}, ${event.eventId}, ${event.type}, ${event.orderId})
        ON CONFLICT DO NOTHING RETURNING event_id`,
  );
  return rows.length > 0;
}

/**
 * Expires up to `limit` orders whose reservation ended and releases their keys, in one statement: the rows are
 * taken with FOR UPDATE SKIP LOCKED, so processes sweeping at once split the work and each order expires once
 * (an order being paid or cancelled meanwhile is skipped, then no longer due). Answers the expired orders and
 * the products whose stock rose.
 */
export async function expireDueReservations(
  db: Executor,
  from: readonly OrderStatus[],
  limit: number,
): Promise<{ orderIds: string[]; productIds: number[] }> {
  const [row] = await queryRows<{ order_ids: string[] | null; product_ids: number[] | null }>(
    db,
    sql`
    WITH due AS (
      SELECT id FROM ${orders}
      WHERE status IN ${from} AND reserved_until <= now()
      ORDER BY reserved_until LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE ${orders} o SET status = 'expired', payment_state = 'canceled', payment_session = NULL,
             payment_redirect_url = NULL
      FROM due WHERE o.id = due.id RETURNING o.id
    ), released AS (
      UPDATE ${productKeys} k SET order_id = NULL
      WHERE k.order_id = ANY(ARRAY(SELECT id FROM expired)) AND k.sold_at IS NULL RETURNING k.product_id
    )
    SELECT (SELECT array_agg(id) FROM expired) AS order_ids,
           (SELECT array_agg(DISTINCT product_id) FROM released) AS product_ids`,
  );
  return {
    orderIds: row?.order_ids ?? [],
    productIds: (row?.product_ids ?? []).map(Number),
  };
}

/**
 * Adds the refund of these keys (just recorded in order_refunds) to the order's refunded cents and marks its
 * payment refunded; answers the cents of these keys.
 */
export async function addRefundedCents(tx: Executor, orderId: string, keyIds: string[]): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    tx,
    sql`
    WITH refunded AS (
      SELECT coalesce(sum(round(amount * 100)), 0)::int AS cents FROM order_refunds
      WHERE order_id = ${orderId} AND key_id IN ${keyIds}
    ), updated AS (
      UPDATE ${orders} SET refunded_cents = refunded_cents + (SELECT cents FROM refunded), payment_state = 'refunded'
      WHERE id = ${orderId}
    )
    SELECT cents FROM refunded`,
  );
  return Number(row?.cents ?? 0);
}
