import { randomUUID } from 'node:crypto';
import { withdrawalConsent, type Order, type OrderRequest, type PaymentProvider } from '@keyshop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Orm } from '../db/database';
import { violatedUniqueConstraint } from '../db/errors';
import {
  findIdempotentResponse,
  findOrderProducts,
  idempotencyConstraint,
  insertOrderSellingKeys,
  type OrderProduct,
  type SoldLine,
} from '../db/orders-repo';
import type { OutboxJob } from '../db/payment-outbox-repo';
import type { UserRow } from '../db/schema';
import { DomainError } from '../errors';
import type { Recipient } from '../mail/order-messages';
import type { CatalogueSync } from './catalogue-sync';
import { findOrder, refundableUntil, storedOrderSchema } from './order-reads';
import type { OrderMailDeps } from './order-mail';
import { announce, toStockEvents } from './product-updates';

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
