import { randomUUID } from 'node:crypto';
import {
  orderPaymentSchema,
  orderSchema,
  payableStatuses,
  type PaymentProvider,
  REFUND_WINDOW_DAYS,
  withdrawalConsent,
  type InventoryItem,
  type Order,
  type OrderKeysResponse,
  type OrderRequest,
  type RefundRequest,
  type RevealResponse,
} from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod/mini';
import type { Orm, Tx } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors';
import {
  findIdempotentResponse,
  findOrderProducts,
  idempotencyConstraint,
  insertOrderSellingKeys,
  listInventory,
  listOrderStates,
  readOrderStateWithRecipient,
  revealKey,
  revealOrderKeys,
  type OrderProduct,
  type OrderStateRow,
  type SoldLine,
} from '../db/orders-repo';
import type { OutboxJob } from '../db/payment-outbox-repo';
import { readPaymentOrder } from '../db/payments-repo';
import { findRefundedKeyIds, lockHeldKeys, lockOwnedOrder, refundKeys } from '../db/refunds-repo';
import type { UserRow } from '../db/schema';
import { DomainError } from '../errors';
import type { KeyVault } from '../keys/key-vault';
import type { Recipient } from '../mail/order-messages';
import type { CatalogueSync } from './catalogue-sync';
import { assertTransition, stateConflict } from './order-lifecycle';
import { queueOrderMail, type OrderMailDeps } from './order-mail';
import { keySetId, refundThroughProvider } from './provider-refunds';
import { publishProductUpdate, toStockEvents } from './product-updates';

export type OrderDeps = OrderMailDeps & {
  /** Runs the payment worker soon (a refund queued for the provider goes out without waiting). */
  wake: () => void;
  /** Performs, once committed, an outbox job this process queued as its own (an order e-mail). */
  perform: (job: OutboxJob, run?: () => Promise<void>) => void;
  db: Orm;
  io: Server;
  catalogue: CatalogueSync;
  log: FastifyBaseLogger;
  /** New orders pay through this provider and hold their keys this long. */
  checkout: { provider: PaymentProvider; reservationMs: number };
};

/** The signed-in account an order or refund is for: its id, and where its e-mails go. */
export type Shopper = Pick<UserRow, 'id'> & Recipient;

export type PlacedOrder = { order: Order; replayed: boolean };

export const toCents = (euros: number) => Math.round(euros * 100);

/**
 * Reserves the keys of every line, or none: the order (awaiting payment), its lines and its keys are written in
 * one statement (its own transaction) at the prices read just before, which it checks again under the products'
 * locks; a price that changed meanwhile prices the order again, and a short line reserves nothing and answers
 * 409. The amount to pay is computed here, in cents, from the reserved lines. With an Idempotency-Key, a retry
 * (also a concurrent one: the unique (user_id, idempotency_key) makes it wait for the first) gets the first
 * order back instead of a second one. productUpdate (the stock read after the commit, with its version) goes
 * out after the commit; the order e-mail once it is paid.
 */
export async function placeOrder(
  deps: OrderDeps,
  shopper: Shopper,
  request: OrderRequest,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> {
  const userId = shopper.id;
  if (idempotencyKey) {
    const previous = await findIdempotentResponse(deps.db, userId, idempotencyKey);
    if (previous) return replay(deps.db, userId, previous, request);
  }
  let sale: { order: Order; stock: SoldLine[] };
  try {
    sale = await sell(deps, userId, request, idempotencyKey);
  } catch (error) {
    if (idempotencyKey && violatedUniqueConstraint(error) === idempotencyConstraint) {
      const previous = await findIdempotentResponse(deps.db, userId, idempotencyKey);
      if (previous) return replay(deps.db, userId, previous, request);
    }
    throw error;
  }
  // The sale answered its products' stock as committed: published without reading it again.
  const stock = sale.stock.map((line) => ({
    id: line.productId,
    qty: line.qty,
    stockVersion: line.stockVersion,
  }));
  await announce(deps, () => deps.catalogue.publish(toStockEvents(stock)));
  return { order: sale.order, replayed: false };
}

/** productUpdate after a committed change of keys; a lost event must not turn the change into an error. */
async function announce(deps: OrderDeps, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (err) {
    deps.log.error({ err }, 'productUpdate failed');
  }
}

/** Prices an order again when a price changed between reading it and selling (a sale starting or ending). */
const MAX_PRICINGS = 3;

/**
 * The order's products as this process's catalogue has them (a read without a round trip), or undefined when
 * one is missing there. The sale checks every price against the database under lock, so a catalogue behind a
 * change only costs a second pricing, from the database.
 */
function catalogueProducts(catalogue: CatalogueSync, ids: number[]): Map<number, OrderProduct> | undefined {
  const pricedAt = new Date();
  const found = new Map<number, OrderProduct>();
  for (const id of ids) {
    const product = catalogue.model.productById(id);
    if (!product) return undefined;
    const price = Number(product.price);
    found.set(id, { id, companyName: product.company_name, price, img: product.img, pricedAt });
  }
  return found;
}

async function sell(
  { db, catalogue, checkout }: OrderDeps,
  userId: string,
  request: OrderRequest,
  idempotencyKey: string | undefined,
): Promise<{ order: Order; stock: SoldLine[] }> {
  const lines = [...request.items].sort((a, b) => a.productId - b.productId);
  const ids = lines.map((line) => line.productId);
  // The catalogue first, then the database (pricing 1 to MAX_PRICINGS).
  let fromCatalogue = catalogueProducts(catalogue, ids);
  for (let pricing = fromCatalogue ? 0 : 1; ; pricing++) {
    const found = fromCatalogue ?? new Map((await findOrderProducts(db, ids)).map((p) => [p.id, p]));
    fromCatalogue = undefined;
    const missing = lines.find((line) => !found.has(line.productId));
    if (missing) {
      throw new DomainError('not_found', `Product ${missing.productId} not found`, {
        productId: missing.productId,
      });
    }
    const priced = lines.map((line) => ({ ...line, product: found.get(line.productId)! }));
    const order = orderAt(request, found, priced[0]!.product.pricedAt, checkout);
    // The contract admits only the current consent version, whose text is stored with the order.
    const sale = await insertOrderSellingKeys(db, {
      id: order.id,
      userId,
      total: order.total,
      idempotencyKey,
      consent: withdrawalConsent,
      createdAt: new Date(order.createdAt),
      response: order,
      amountCents: order.payment.amountCents,
      provider: checkout.provider,
      reservedUntil: new Date(order.reservedUntil!),
      lines: priced.map((line) => ({
        productId: line.productId,
        companyName: line.product.companyName,
        qty: line.qty,
        unitPrice: line.product.price,
      })),
    });
    if (sale.placed) return { order, stock: sale.lines };
    const repriced = sale.lines.some((line) => !line.priced);
    if (repriced && pricing < MAX_PRICINGS) continue;
    const sold = new Map(sale.lines.map((line) => [line.productId, line.sold]));
    const short = priced.find((line) => (sold.get(line.productId) ?? 0) < line.qty);
    if (short) {
      throw new DomainError('conflict', `Not enough stock for ${short.product.companyName}`, {
        productId: short.productId,
        company_name: short.product.companyName,
        available: sold.get(short.productId) ?? 0,
      });
    }
    throw new DomainError('conflict', 'Prices changed while ordering; please try again');
  }
}

/** The order's answer at the prices read at `pricedAt` (which also stamps it and starts its reservation). */
function orderAt(
  request: OrderRequest,
  found: Map<number, OrderProduct>,
  pricedAt: Date,
  checkout: OrderDeps['checkout'],
): Order {
  const totalCents = request.items.reduce(
    (sum, item) => sum + toCents(found.get(item.productId)!.price) * item.qty,
    0,
  );
  return {
    id: randomUUID(),
    status: 'awaiting_payment',
    total: totalCents / 100,
    currency: 'EUR',
    createdAt: pricedAt.toISOString(),
    refundableUntil: refundableUntil(pricedAt),
    consent: {
      acceptedAt: pricedAt.toISOString(),
      version: withdrawalConsent.version,
      text: withdrawalConsent.text,
    },
    refund: null,
    reservedUntil: new Date(pricedAt.getTime() + checkout.reservationMs).toISOString(),
    payment: {
      provider: checkout.provider,
      method: 'card',
      amountCents: totalCents,
      currency: 'EUR',
      reference: null,
      state: 'pending',
      failureMessage: null,
      refundedCents: 0,
      paidAt: null,
    },
    // In the order the client sent them.
    items: request.items.map((item) => {
      const product = found.get(item.productId)!;
      return {
        productId: item.productId,
        company_name: product.companyName,
        img: product.img,
        qty: item.qty,
        unitPrice: product.price,
        refundedQty: 0,
        revealedQty: 0,
      };
    }),
  };
}

/**
 * The order first placed with this key, as it stands now (paid, expired…); the same key with other lines is a
 * client bug, not a retry.
 */
async function replay(db: Orm, userId: string, stored: unknown, request: OrderRequest): Promise<PlacedOrder> {
  const first = storedOrderSchema.parse(stored);
  const lines = (items: { productId: number; qty: number }[]) =>
    items
      .map((item) => `${item.productId}x${item.qty}`)
      .sort()
      .join(',');
  if (lines(first.items) !== lines(request.items)) {
    throw new DomainError('unprocessable', 'This Idempotency-Key was already used for a different order');
  }
  return { order: await findOrder(db, userId, first.id), replayed: true };
}

/** An order's first answer as stored; those stored before payments existed have no payment fields. */
const storedOrderSchema = z.extend(orderSchema, {
  reservedUntil: z.optional(z.nullable(z.string())),
  payment: z.optional(orderPaymentSchema),
});

const refundableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REFUND_WINDOW_DAYS * 86_400_000).toISOString();

/** The order as first answered, brought up to date with its payment and refunds. */
function currentOrder(row: OrderStateRow): Order {
  const first = storedOrderSchema.parse(row.response);
  return {
    ...first,
    status: row.status,
    reservedUntil:
      row.reservedUntil && (payableStatuses as readonly string[]).includes(row.status)
        ? row.reservedUntil.toISOString()
        : null,
    payment: {
      provider: row.paymentProvider,
      method: 'card',
      amountCents: row.amountCents,
      currency: 'EUR',
      reference: row.paymentReference ?? row.paymentSession,
      state: row.paymentState,
      failureMessage: row.paymentFailure,
      refundedCents: row.refundedCents,
      paidAt: row.paidAt?.toISOString() ?? null,
    },
    refundableUntil: refundableUntil(row.createdAt),
    consent:
      row.consentAt && row.consentVersion && row.consentText
        ? { acceptedAt: row.consentAt.toISOString(), version: row.consentVersion, text: row.consentText }
        : null,
    refund: row.refundedAt ? { refundedAt: row.refundedAt.toISOString(), amount: row.refundedTotal } : null,
    items: first.items.map((item) => ({
      ...item,
      refundedQty: row.refunded.find((r) => r.productId === item.productId)?.qty ?? 0,
      revealedQty: row.revealed.find((r) => r.productId === item.productId)?.qty ?? 0,
    })),
  };
}

export async function listOrders(db: Orm, userId: string): Promise<Order[]> {
  return (await listOrderStates(db, userId)).map(currentOrder);
}

const orderNotFound = () => new DomainError('not_found', 'Order not found');

/** One order of this user (others' orders are indistinguishable from unknown ones); without a user, anyone's. */
export async function findOrder(db: Orm, userId: string | undefined, orderId: string): Promise<Order> {
  const [row] = await listOrderStates(db, userId, orderId);
  if (!row) throw orderNotFound();
  return currentOrder(row);
}

/** An order's e-mail: the order as read and where it goes; undefined when its account was deleted. */
export function orderMailOf(
  row: OrderStateRow & { email: string | null; username: string | null },
): { to: Recipient; order: Order } | undefined {
  if (row.email === null || row.username === null) return undefined;
  return { to: { email: row.email, username: row.username }, order: currentOrder(row) };
}

/** The order as it stands and where its e-mails go, in one read; undefined when its account was deleted. */
export async function findOrderMail(
  db: Orm,
  orderId: string,
): Promise<{ to: Recipient; order: Order } | undefined> {
  const row = await readOrderStateWithRecipient(db, orderId);
  return row && orderMailOf(row);
}

/**
 * Gives back unrevealed keys of the user's order within the refund window: the named keys, or every unrevealed
 * key the order still holds (its revealed keys stay with the shopper and never block the others). Keys already
 * refunded are skipped, so a repeated refund changes nothing and answers the same order. A named revealed key,
 * or a whole refund of an order whose every held key is revealed, is refused; refund and reveal of one key
 * exclude each other through the key's row lock. productUpdate and the refund e-mail go out after the commit.
 */
export async function refundOrder(
  deps: OrderDeps,
  shopper: Shopper,
  orderId: string,
  request: RefundRequest,
  /** Runs in the refund's transaction with the keys it gave back (the admin desk's audit record). */
  record?: (tx: Tx, keyIds: string[]) => Promise<void>,
): Promise<Order> {
  const { productIds, mail } = await deps.db.transaction(async (tx) => {
    const order = await lockOwnedOrder(tx, orderId, shopper.id, REFUND_WINDOW_DAYS);
    if (!order) throw orderNotFound();
    const locked = await lockHeldKeys(tx, orderId, request.keyIds);
    if (request.keyIds) {
      const refunded = new Set(await findRefundedKeyIds(tx, orderId, request.keyIds));
      const unknown = request.keyIds.find((id) => !refunded.has(id) && !locked.some((key) => key.id === id));
      if (unknown) throw new DomainError('not_found', 'Key not found in this order', { keyId: unknown });
    }
    if (locked.length === 0) return { productIds: [], mail: undefined };
    // Keys of an unpaid order are only reserved: nothing to refund.
    const payment = await readPaymentOrder(tx, orderId);
    if (payment) assertTransition(orderId, payment.status, 'refunded', 'shopper');
    if (!order.withinWindow) {
      throw new DomainError(
        'conflict',
        `Orders can be refunded within ${REFUND_WINDOW_DAYS} days of purchase only`,
      );
    }
    const held = locked.filter((key) => !key.revealedAt);
    const revealed = locked.find((key) => key.revealedAt);
    if (revealed && (request.keyIds || held.length === 0)) {
      throw new DomainError('conflict', 'A revealed key cannot be refunded', { keyId: revealed.id });
    }
    await refundKeys(
      tx,
      orderId,
      held.map((key) => key.id),
    );
    if (payment)
      await refundThroughProvider(
        tx,
        payment,
        held.map((key) => key.id),
      );
    await record?.(
      tx,
      held.map((key) => key.id),
    );
    const productIds = held.map((key) => key.productId);
    const mail = await queueOrderMail(
      tx,
      { mail: 'refund', orderId, productIds },
      keySetId(held.map((key) => key.id)),
    );
    return { productIds, mail };
  });
  if (mail) deps.perform(mail);
  if (productIds.length > 0) deps.wake();
  const order = await findOrder(deps.db, shopper.id, orderId);
  if (productIds.length > 0) await announce(deps, () => publishProductUpdate(deps, productIds));
  return order;
}

/**
 * The full keys of the user's paid order (others' orders are indistinguishable from unknown ones; an unpaid one
 * answers 409 with its state).
 */
export async function orderKeys(
  db: Orm,
  vault: KeyVault,
  userId: string,
  orderId: string,
): Promise<OrderKeysResponse> {
  const keys = await revealOrderKeys(db, orderId, userId);
  if (keys.length === 0) {
    const order = await readPaymentOrder(db, orderId, { userId });
    // Not paid (yet, or ever): say so; a refunded order has no keys left, as before: 404.
    if (order && order.paymentState !== 'succeeded' && order.paymentState !== 'refunded') {
      throw stateConflict(orderId, order.status);
    }
    throw orderNotFound();
  }
  return {
    orderId,
    keys: keys
      .map((k) => ({
        productId: k.productId,
        company_name: k.companyName,
        platform: k.platform,
        key: vault.open(k.keyCipher),
      }))
      .sort((a, b) => a.productId - b.productId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  };
}

/** Hides every character but those of the last group, keeping the format: `XXXXX-XXXXX-7F3KQ`. */
export function maskKey(key: string): string {
  const cut = key.lastIndexOf('-');
  const keep = cut >= 0 ? key.length - cut - 1 : Math.min(4, Math.floor(key.length / 3));
  return key.slice(0, key.length - keep).replace(/[A-Za-z0-9]/g, 'X') + key.slice(key.length - keep);
}

/** The owner's bought keys; an unrevealed one is opened only to show its last group. */
export async function inventory(db: Orm, vault: KeyVault, userId: string): Promise<InventoryItem[]> {
  return (await listInventory(db, userId)).map((row) => ({
    keyId: row.keyId,
    orderId: row.orderId,
    productId: row.productId,
    company_name: row.companyName,
    img: row.img,
    platform: row.platform,
    key: row.revealedAt ? vault.open(row.keyCipher) : maskKey(vault.open(row.keyCipher)),
    revealedAt: row.revealedAt?.toISOString() ?? null,
    purchasedAt: row.soldAt.toISOString(),
  }));
}

export async function reveal(
  db: Orm,
  vault: KeyVault,
  userId: string,
  keyId: string,
): Promise<RevealResponse> {
  const row = await revealKey(db, keyId, userId);
  if (!row) throw new DomainError('not_found', 'Key not found');
  return { keyId: row.keyId, key: vault.open(row.keyCipher), revealedAt: row.revealedAt.toISOString() };
}
