import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { preparedQuery, preparedStatement, type Executor } from './database';
import { currentPriceSql } from './prices-repo';
import { orderItems, orderRefunds, orders, productKeys, products, users, type OrderRow } from './schema';

/** UNIQUE (user_id, idempotency_key) of orders (PostgreSQL's default name for it). */
export const idempotencyConstraint = 'orders_user_id_idempotency_key_key';

/**
 * What an order needs of a product; `price` is the current price at `pricedAt` (which also stamps the order
 * row): read here, the database's time; priced from the catalogue, the process's clock.
 */
export type OrderProduct = {
  id: number;
  companyName: string;
  price: number;
  img: string | null;
  pricedAt: Date;
};

/**
 * What an order placement prices its lines with (when the catalogue cannot): published products only, an
 * unpublished one cannot be ordered (it reads as unknown).
 */
const orderProducts = preparedQuery((db) =>
  db
    .select({
      id: products.id,
      companyName: products.companyName,
      price: currentPriceSql.mapWith(Number),
      img: products.img,
      pricedAt: sql`now()`.mapWith(orders.createdAt),
    })
    .from(products)
    .where(and(sql`${products.id} = ANY(${sql.placeholder('ids')}::int[])`, eq(products.published, true)))
    .prepare('order_products'),
);

export async function findOrderProducts(db: Executor, ids: number[]): Promise<OrderProduct[]> {
  if (ids.length === 0) return [];
  return orderProducts(db).execute({ ids });
}

/** The stored first answer of an order placed with this Idempotency-Key, if any. */
export async function findIdempotentResponse(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<unknown> {
  const [row] = await db
    .select({ response: orders.response })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row?.response;
}

export type NewOrder = {
  id: string;
  userId: string;
  total: number;
  idempotencyKey: string | undefined;
  consent: { version: string; text: string };
  /** When the prices were read (findOrderProducts' pricedAt): created_at and consent_at. */
  createdAt: Date;
  /** The answer stored for replays. */
  response: unknown;
  /** What the shopper pays, from the reserved lines, and through which provider. */
  amountCents: number;
  provider: 'test' | 'stripe';
  /** The keys stay reserved until then. */
  reservedUntil: Date;
  /** In ascending product order: every sale locks the products (and keys) in it. */
  lines: { productId: number; companyName: string; qty: number; unitPrice: number }[];
};

/**
 * Per line of a sale: keys it could take, whether its price still held, and the product's stock after it with
 * that stock's version (as committed: the product row is locked by the sale, and its stock trigger bumps the
 * version once when the sale moves the stock).
 */
export type SoldLine = {
  productId: number;
  sold: number;
  priced: boolean;
  qty: number;
  stockVersion: number;
};

type SaleValues = {
  lines: string;
  id: string;
  userId: string;
  total: number;
  idempotencyKey: string | null;
  createdAt: Date;
  consentVersion: string;
  consentText: string;
  response: string;
  amountCents: number;
  provider: string;
  reservedUntil: Date;
};

const sellKeys = preparedStatement<
  SaleValues,
  { product_id: number; sold: number; priced: boolean; qty: number; stock_version: number; placed: boolean }
>(
  (value) => sql`
    WITH line AS (
      SELECT * FROM json_to_recordset(${value('lines')}::json)
        AS l(product_id int, company_name text, qty int, unit_price numeric)
    ), product AS (
      -- = ANY(ARRAY(...)): the planner cannot size the lines, and a join here may scan every product.
      -- Published ones only: a line priced from a catalogue that missed an unpublishing does not sell.
      SELECT id, qty, stock_version, ${currentPriceSql} AS price FROM ${products}
      WHERE id = ANY(ARRAY(SELECT product_id FROM line)) AND published ORDER BY id FOR NO KEY UPDATE
    ), picked AS (
      SELECT line.product_id, k.id FROM line CROSS JOIN LATERAL (
        SELECT id FROM ${productKeys}
        WHERE product_id = line.product_id AND order_id IS NULL
        LIMIT line.qty FOR UPDATE SKIP LOCKED
      ) k
    ), tally AS (
      SELECT line.product_id, line.qty AS wanted, product.qty AS stock, product.stock_version,
             coalesce(line.unit_price = product.price, false) AS priced,
             (SELECT count(*) FROM picked WHERE picked.product_id = line.product_id)::int AS sold
      FROM line LEFT JOIN product ON product.id = line.product_id
    ), complete AS (
      SELECT bool_and(priced AND sold = wanted) AS ok FROM tally
    ), placed AS (
      INSERT INTO ${orders} (id, user_id, total, idempotency_key, created_at, consent_at, consent_version,
                             consent_text, response, status, amount_cents, payment_provider, reserved_until)
      SELECT ${value('id')}, ${value('userId')}, ${value('total')}, ${value('idempotencyKey')},
             ${value('createdAt')}, ${value('createdAt')}, ${value('consentVersion')}, ${value('consentText')},
             ${value('response')}::jsonb, 'awaiting_payment', ${value('amountCents')}, ${value('provider')},
             ${value('reservedUntil')}
      FROM complete WHERE ok
      RETURNING id
    ), item AS (
      INSERT INTO ${orderItems} (order_id, product_id, company_name, qty, unit_price)
      SELECT placed.id, line.product_id, line.company_name, line.qty, line.unit_price FROM placed, line
    ), sold AS (
      -- = ANY(ARRAY(...)): as above, a join here may scan every key.
      -- Reserved: sold_at stays null until the order is paid.
      UPDATE ${productKeys} SET order_id = placed.id
      FROM placed WHERE ${productKeys}.id = ANY(ARRAY(SELECT id FROM picked))
    )
    SELECT tally.product_id, tally.sold, tally.priced, placed.id IS NOT NULL AS placed,
           coalesce(tally.stock, 0) - CASE WHEN placed.id IS NULL THEN 0 ELSE tally.sold END AS qty,
           coalesce(tally.stock_version, 0) + CASE WHEN placed.id IS NULL OR tally.sold = 0 THEN 0 ELSE 1 END
             AS stock_version
    FROM tally LEFT JOIN placed ON true`,
);

/**
 * Places an order reserving its keys in one statement, so in one round trip and one transaction of its own: locks
 * the lines' products (in id order), takes up to `qty` unsold keys per line with FOR UPDATE SKIP LOCKED (concurrent
 * orders never wait on each other's keys and never take the same one), and only when every line got its keys at the
 * unit price it was priced at (the product's current price, read again under the lock) writes the order (awaiting
 * payment until `reservedUntil`), its lines and the consent given for it and reserves the keys (the stock trigger
 * lowers products.qty at once). Otherwise it writes nothing: `placed` is false, and the lines tell whether a price
 * changed (`priced`) or which keys were short (`sold`). A product row stays locked from here to the commit, so
 * `qty` and `stockVersion` are its exact stock once the sale is committed: the sale's productUpdate needs no second
 * read.
 */
export async function insertOrderSellingKeys(
  db: Executor,
  order: NewOrder,
): Promise<{ placed: boolean; lines: SoldLine[] }> {
  const rows = await sellKeys(db, {
    lines: JSON.stringify(
      order.lines.map((l) => ({
        product_id: l.productId,
        company_name: l.companyName,
        qty: l.qty,
        unit_price: l.unitPrice,
      })),
    ),
    id: order.id,
    userId: order.userId,
    total: order.total,
    idempotencyKey: order.idempotencyKey ?? null,
    createdAt: order.createdAt,
    consentVersion: order.consent.version,
    consentText: order.consent.text,
    response: JSON.stringify(order.response),
    amountCents: order.amountCents,
    provider: order.provider,
    reservedUntil: order.reservedUntil,
  });
  return {
    placed: rows.some((row) => row.placed),
    lines: rows.map((row) => ({
      productId: Number(row.product_id),
      sold: Number(row.sold),
      priced: row.priced,
      qty: Number(row.qty),
      stockVersion: Number(row.stock_version),
    })),
  };
}

export type OrderStateRow = Pick<
  OrderRow,
  | 'id'
  | 'response'
  | 'status'
  | 'createdAt'
  | 'consentAt'
  | 'consentVersion'
  | 'consentText'
  | 'refundedAt'
  | 'refundedTotal'
  | 'reservedUntil'
  | 'amountCents'
  | 'paymentProvider'
  | 'paymentSession'
  | 'paymentReference'
  | 'paymentState'
  | 'paymentFailure'
  | 'paidAt'
  | 'refundedCents'
> & {
  /** Keys refunded per product of the order. */
  refunded: { productId: number; qty: number }[];
  /** Keys the order still holds that were revealed, per product. */
  revealed: { productId: number; qty: number }[];
};

/** Per product of the order, a count of these rows of `table`, as JSON: `[{ productId, qty }]`. */
const countsPerProduct = (table: typeof productKeys | typeof orderRefunds, where: SQL) =>
  sql<{ productId: number; qty: number }[]>`(
    SELECT coalesce(json_agg(json_build_object('productId', c.product_id, 'qty', c.n)), '[]')
    FROM (SELECT product_id, count(*)::int AS n FROM ${table} WHERE ${where} GROUP BY product_id) c
  )`.mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value));

/**
 * The columns of an order's state, as listOrderStates answers them, of `o`: the orders table, or an alias of it
 * naming a CTE that returns its rows (a statement answering the rows it changed).
 */
export const orderStateFieldsOf = (o: typeof orders) => ({
  id: o.id,
  response: o.response,
  status: o.status,
  createdAt: o.createdAt,
  consentAt: o.consentAt,
  consentVersion: o.consentVersion,
  consentText: o.consentText,
  refundedAt: o.refundedAt,
  refundedTotal: o.refundedTotal,
  reservedUntil: o.reservedUntil,
  amountCents: o.amountCents,
  paymentProvider: o.paymentProvider,
  paymentSession: o.paymentSession,
  paymentReference: o.paymentReference,
  paymentState: o.paymentState,
  paymentFailure: o.paymentFailure,
  paidAt: o.paidAt,
  refundedCents: o.refundedCents,
  refunded: countsPerProduct(orderRefunds, sql`order_id = ${o.id}`),
  revealed: countsPerProduct(productKeys, sql`order_id = ${o.id} AND revealed_at IS NOT NULL`),
});

const orderStateFields = orderStateFieldsOf(orders);

/**
 * A user's orders (or one of them; or, without a user, one order of anyone) as first answered plus their
 * consent, payment and refund state, newest first; in one statement.
 */
export async function listOrderStates(
  db: Executor,
  userId: string | undefined,
  orderId?: string,
): Promise<OrderStateRow[]> {
  return db
    .select(orderStateFields)
    .from(orders)
    .where(
      and(
        userId === undefined ? undefined : eq(orders.userId, userId),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const orderStateWithRecipient = preparedQuery((db) =>
  db
    .select({ ...orderStateFields, email: users.email, username: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_state_with_recipient'),
);

/**
 * One order's state with its owner's address, in one statement (its e-mail's data); undefined when the order
 * has no owner any more (account deleted).
 */
export async function readOrderStateWithRecipient(
  db: Executor,
  orderId: string,
): Promise<(OrderStateRow & { email: string; username: string }) | undefined> {
  const [row] = await orderStateWithRecipient(db).execute({ orderId });
  return row;
}

/**
 * Keys of this user's orders that were delivered: sold_at is set only when the order is paid, so a key merely
 * reserved for an unpaid order is never listed, revealed or handed out.
 */
const deliveredTo = (userId: string) =>
  and(
    isNotNull(productKeys.soldAt),
    sql`${productKeys.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.userId} = ${userId})`,
  );

/**
 * The keys of one order of this user, marked revealed (first time only) since the full keys are handed out.
 * Empty when the order does not exist or belongs to someone else.
 */
export async function revealOrderKeys(
  db: Executor,
  orderId: string,
  userId: string,
): Promise<{ productId: number; companyName: string; platform: string; keyCipher: Buffer }[]> {
  await db
    .update(productKeys)
    .set({ revealedAt: sql`now()` })
    .where(and(eq(productKeys.orderId, orderId), isNull(productKeys.revealedAt), deliveredTo(userId)));
  return db
    .select({
      productId: productKeys.productId,
      companyName: products.companyName,
      platform: products.platform,
      keyCipher: productKeys.keyCipher,
    })
    .from(productKeys)
    .innerJoin(products, eq(products.id, productKeys.productId))
    .where(and(eq(productKeys.orderId, orderId), deliveredTo(userId)))
    .orderBy(asc(productKeys.productId), asc(productKeys.id));
}

export type InventoryRow = {
  keyId: string;
  orderId: string;
  productId: number;
  companyName: string;
  img: string | null;
  platform: string;
  keyCipher: Buffer;
  revealedAt: Date | null;
  soldAt: Date;
};

/** Every key this user bought, newest purchase first. */
export async function listInventory(db: Executor, userId: string): Promise<InventoryRow[]> {
  const rows = await db
    .select({
      keyId: productKeys.id,
      orderId: orders.id,
      productId: productKeys.productId,
      companyName: products.companyName,
      img: products.img,
      platform: products.platform,
      keyCipher: productKeys.keyCipher,
      revealedAt: productKeys.revealedAt,
      soldAt: productKeys.soldAt,
    })
    .from(productKeys)
    .innerJoin(orders, eq(orders.id, productKeys.orderId))
    .innerJoin(products, eq(products.id, productKeys.productId))
    .where(and(eq(orders.userId, userId), isNotNull(productKeys.soldAt)))
    .orderBy(desc(productKeys.soldAt), asc(products.companyName), asc(productKeys.id));
  return rows.map((row) => ({ ...row, soldAt: row.soldAt ?? new Date(0) }));
}

/** Records the first reveal of one of this user's keys; undefined when it is not theirs. */
export async function revealKey(
  db: Executor,
  keyId: string,
  userId: string,
): Promise<{ keyId: string; keyCipher: Buffer; revealedAt: Date } | undefined> {
  const [row] = await db
    .update(productKeys)
    .set({ revealedAt: sql`coalesce(${productKeys.revealedAt}, now())` })
    .where(and(eq(productKeys.id, keyId), deliveredTo(userId)))
    .returning({
      keyId: productKeys.id,
      keyCipher: productKeys.keyCipher,
      revealedAt: productKeys.revealedAt,
    });
  return row && { ...row, revealedAt: row.revealedAt ?? new Date() };
}
