import { randomUUID } from 'node:crypto';
import {
  orderSchema,
  REFUND_WINDOW_DAYS,
  withdrawalConsent,
  type InventoryItem,
  type Order,
  type OrderKeysResponse,
  type ProductUpdateEvent,
  type OrderRequest,
  type RefundRequest,
  type RevealResponse,
} from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Orm } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors';
import {
  findIdempotentResponse,
  findOrderProducts,
  idempotencyConstraint,
  insertOrderSellingKeys,
  listInventory,
  listOrderStates,
  revealKey,
  revealOrderKeys,
  type OrderProduct,
  type OrderStateRow,
} from '../db/orders-repo';
import { findRefundedKeyIds, lockHeldKeys, lockOwnedOrder, refundKeys } from '../db/refunds-repo';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Recipient } from '../mail/order-messages';
import type { CatalogueSync } from './catalogue-sync';
import { mailOrderPlaced, mailRefund, type OrderMailDeps } from './order-mail';
import { publishProductUpdate, sendProductUpdates, toStockEvents } from './product-updates';

export type OrderDeps = OrderMailDeps & {
  db: Orm;
  io: Server;
  catalogue: CatalogueSync;
  log: FastifyBaseLogger;
};

/** The signed-in account an order or refund is for: its id, and where its e-mails go. */
export type Shopper = Pick<UserRow, 'id'> & Recipient;

export type PlacedOrder = { order: Order; replayed: boolean };

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * Sells the keys of every line, or none: the order, its lines and its keys are written in one statement (its
 * own transaction) at the prices read just before, which it checks again under the products' locks; a price
 * that changed meanwhile prices the order again, and a short line sells nothing and answers 409. With an
 * Idempotency-Key, a retry (also a concurrent one: the unique (user_id, idempotency_key) makes it wait for the
 * first) gets the first order back instead of a second one. productUpdate (the stock the sale left, exact at
 * its commit) and the confirmation e-mail go out after the commit.
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
    if (previous) return replay(previous, request);
  }
  let sale: { order: Order; stock: ProductUpdateEvent[] };
  try {
    sale = await sell(deps.db, userId, request, idempotencyKey);
  } catch (error) {
    if (idempotencyKey && violatedUniqueConstraint(error) === idempotencyConstraint) {
      const previous = await findIdempotentResponse(deps.db, userId, idempotencyKey);
      if (previous) return replay(previous, request);
    }
    throw error;
  }
  await announce(deps, () => sendProductUpdates(deps, sale.stock));
  mailOrderPlaced(deps, shopper, sale.order);
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

async function sell(
  db: Orm,
  userId: string,
  request: OrderRequest,
  idempotencyKey: string | undefined,
): Promise<{ order: Order; stock: ProductUpdateEvent[] }> {
  const lines = [...request.items].sort((a, b) => a.productId - b.productId);
  for (let pricing = 1; ; pricing++) {
    const found = new Map(
      (
        await findOrderProducts(
          db,
          lines.map((line) => line.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const missing = lines.find((line) => !found.has(line.productId));
    if (missing) {
      throw new HttpError(404, `Product ${missing.productId} not found`, { productId: missing.productId });
    }
    const priced = lines.map((line) => ({ ...line, product: found.get(line.productId)! }));
    const order = orderAt(request, found, priced[0]!.product.pricedAt);
    // The contract admits only the current consent version, whose text is stored with the order.
    const sale = await insertOrderSellingKeys(db, {
      id: order.id,
      userId,
      total: order.total,
      idempotencyKey,
      consent: withdrawalConsent,
      createdAt: new Date(order.createdAt),
      response: order,
      lines: priced.map((line) => ({
        productId: line.productId,
        companyName: line.product.companyName,
        qty: line.qty,
        unitPrice: line.product.price,
      })),
    });
    if (sale.placed)
      return { order, stock: toStockEvents(sale.lines.map((l) => ({ id: l.productId, qty: l.qty }))) };
    const repriced = sale.lines.some((line) => !line.priced);
    if (repriced && pricing < MAX_PRICINGS) continue;
    const sold = new Map(sale.lines.map((line) => [line.productId, line.sold]));
    const short = priced.find((line) => (sold.get(line.productId) ?? 0) < line.qty);
    if (short) {
      throw new HttpError(409, `Not enough stock for ${short.product.companyName}`, {
        productId: short.productId,
        company_name: short.product.companyName,
        available: sold.get(short.productId) ?? 0,
      });
    }
    throw new HttpError(409, 'Prices changed while ordering; please try again');
  }
}

/** The order's answer at the prices read at `pricedAt` (which also stamps it). */
function orderAt(request: OrderRequest, found: Map<number, OrderProduct>, pricedAt: Date): Order {
  const totalCents = request.items.reduce(
    (sum, item) => sum + toCents(found.get(item.productId)!.price) * item.qty,
    0,
  );
  return {
    id: randomUUID(),
    status: 'completed',
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

/** The first answer for this key; the same key with other lines is a client bug, not a retry. */
function replay(stored: unknown, request: OrderRequest): PlacedOrder {
  const order = orderSchema.parse(stored);
  const lines = (items: { productId: number; qty: number }[]) =>
    items
      .map((item) => `${item.productId}x${item.qty}`)
      .sort()
      .join(',');
  if (lines(order.items) !== lines(request.items)) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
  }
  return { order, replayed: true };
}

const refundableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REFUND_WINDOW_DAYS * 86_400_000).toISOString();

/** The order as first answered, brought up to date with its refunds. */
function currentOrder(row: OrderStateRow): Order {
  const first = orderSchema.parse(row.response);
  return {
    ...first,
    status: row.status,
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

const orderNotFound = () => new HttpError(404, 'Order not found');

/** One order of this user (others' orders are indistinguishable from unknown ones). */
export async function findOrder(db: Orm, userId: string, orderId: string): Promise<Order> {
  const [row] = await listOrderStates(db, userId, orderId);
  if (!row) throw orderNotFound();
  return currentOrder(row);
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
): Promise<Order> {
  const productIds = await deps.db.transaction(async (tx) => {
    const order = await lockOwnedOrder(tx, orderId, shopper.id, REFUND_WINDOW_DAYS);
    if (!order) throw orderNotFound();
    const locked = await lockHeldKeys(tx, orderId, request.keyIds);
    if (request.keyIds) {
      const refunded = new Set(await findRefundedKeyIds(tx, orderId, request.keyIds));
      const unknown = request.keyIds.find((id) => !refunded.has(id) && !locked.some((key) => key.id === id));
      if (unknown) throw new HttpError(404, 'Key not found in this order', { keyId: unknown });
    }
    if (locked.length === 0) return [];
    if (!order.withinWindow) {
      throw new HttpError(409, `Orders can be refunded within ${REFUND_WINDOW_DAYS} days of purchase only`);
    }
    const held = locked.filter((key) => !key.revealedAt);
    const revealed = locked.find((key) => key.revealedAt);
    if (revealed && (request.keyIds || held.length === 0)) {
      throw new HttpError(409, 'A revealed key cannot be refunded', { keyId: revealed.id });
    }
    await refundKeys(
      tx,
      orderId,
      held.map((key) => key.id),
    );
    return held.map((key) => key.productId);
  });
  const order = await findOrder(deps.db, shopper.id, orderId);
  if (productIds.length > 0) {
    await announce(deps, () => publishProductUpdate(deps, productIds));
    mailRefund(deps, shopper, order, productIds);
  }
  return order;
}

/** The full keys of the user's order (others' orders are indistinguishable from unknown ones). */
export async function orderKeys(db: Orm, userId: string, orderId: string): Promise<OrderKeysResponse> {
  const keys = await revealOrderKeys(db, orderId, userId);
  if (keys.length === 0) throw orderNotFound();
  return {
    orderId,
    keys: keys.map((k) => ({
      productId: k.productId,
      company_name: k.companyName,
      platform: k.platform,
      key: k.key,
    })),
  };
}

/** Hides every character but those of the last group, keeping the format: `XXXXX-XXXXX-7F3KQ`. */
export function maskKey(key: string): string {
  const cut = key.lastIndexOf('-');
  const keep = cut >= 0 ? key.length - cut - 1 : Math.min(4, Math.floor(key.length / 3));
  return key.slice(0, key.length - keep).replace(/[A-Za-z0-9]/g, 'X') + key.slice(key.length - keep);
}

export async function inventory(db: Orm, userId: string): Promise<InventoryItem[]> {
  return (await listInventory(db, userId)).map((row) => ({
    keyId: row.keyId,
    orderId: row.orderId,
    productId: row.productId,
    company_name: row.companyName,
    img: row.img,
    platform: row.platform,
    key: row.revealedAt ? row.key : maskKey(row.key),
    revealedAt: row.revealedAt?.toISOString() ?? null,
    purchasedAt: row.soldAt.toISOString(),
  }));
}

export async function reveal(db: Orm, userId: string, keyId: string): Promise<RevealResponse> {
  const row = await revealKey(db, keyId, userId);
  if (!row) throw new HttpError(404, 'Key not found');
  return { keyId: row.keyId, key: row.key, revealedAt: row.revealedAt.toISOString() };
}
