import { randomUUID } from 'node:crypto';
import type { AdminKeyReveal } from '@keyshop/contracts/admin-products';
import type {
  AdminOrderDetail,
  AdminOrderSearchQuery,
  AdminOrdersResponse,
  Order,
  RefundRequest,
} from '@keyshop/contracts';
import {
  findHeldKey,
  findOrderIdsByKeyHash,
  findOrderOwner,
  listOrderKeys,
  searchOrders,
  type OrderFilter,
} from '../db/admin-orders-repo';
import { recordAudit } from '../db/audit-repo';
import { readPaymentOrder } from '../db/payments-repo';
import { DomainError } from '../errors';
import type { KeyVault } from '../keys/key-vault';
import { stateConflict } from './order-lifecycle';
import { queueOrderMail } from './order-mail';
import { findOrder, orderNotFound } from './order-reads';
import type { OrderDeps } from './orders';
import { refundOrder } from './refunds';
import type { Actor } from './roles';

/** `#1A2B3C4D`, `1a2b-3c4d…`: at least 4 hex digits of an order id, from its start. */
const NUMBER = /^#?[0-9a-f-]+$/i;

/** The uuid range of the ids that start with these hex digits. */
function idRange(hex: string): { idFrom: string; idTo: string } {
  const uuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return { idFrom: uuid(hex.padEnd(32, '0')), idTo: uuid(hex.padEnd(32, 'f')) };
}

/** An e-mail finds its account's orders; anything else is a key, and (with ≥ 4 hex digits) an order number. */
async function filterFor(deps: DeskSearchDeps, q: string): Promise<OrderFilter> {
  if (q === '') return { all: true };
  if (q.includes('@')) return { email: q.toLowerCase() };
  const hex = q.replace(/[#-]/g, '').toLowerCase();
  const isNumber = NUMBER.test(q) && hex.length >= 4 && hex.length <= 32;
  return {
    range: isNumber ? idRange(hex) : undefined,
    ids: await findOrderIdsByKeyHash(deps.db, [deps.vault.hash(q), deps.vault.hash(q.toUpperCase())]),
  };
}

/** The key look-up compares keyed hashes, so the search needs the key vault. */
type DeskSearchDeps = Pick<OrderDeps, 'db'> & { vault: KeyVault };

export async function searchAdminOrders(
  deps: DeskSearchDeps,
  query: AdminOrderSearchQuery,
): Promise<AdminOrdersResponse> {
  const { page, pageSize } = query;
  const filter = await filterFor(deps, query.q);
  const rows = await searchOrders(deps.db, filter, { offset: (page - 1) * pageSize, limit: pageSize + 1 });
  return {
    orders: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      status: row.status as Order['status'],
      createdAt: row.createdAt.toISOString(),
      amountCents: row.amountCents,
      email: row.email,
    })),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

export async function adminOrderDetail(
  deps: Pick<OrderDeps, 'db'>,
  orderId: string,
): Promise<AdminOrderDetail> {
  const owner = await findOrderOwner(deps.db, orderId);
  if (!owner) throw orderNotFound();
  const [order, keys] = await Promise.all([
    findOrder(deps.db, undefined, orderId),
    listOrderKeys(deps.db, orderId),
  ]);
  return {
    order,
    customer: owner.user,
    keys: keys.map((key) => ({
      keyId: key.keyId,
      productId: key.productId,
      company_name: key.companyName,
      state: key.refundedAt ? 'refunded' : key.soldAt ? 'sold' : 'reserved',
      soldAt: key.soldAt?.toISOString() ?? null,
      revealedAt: key.revealedAt?.toISOString() ?? null,
      refundedAt: key.refundedAt?.toISOString() ?? null,
      refundAmount: key.refundAmount,
    })),
  };
}

const orderView = (order: Order) => ({
  status: order.status,
  refundedCents: order.payment.refundedCents,
});

/** A refund by the desk: the shopper's own rules (window, revealed keys), through the provider, audited. */
export async function adminRefund(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
  request: RefundRequest,
): Promise<Order> {
  const owner = await findOrderOwner(deps.db, orderId);
  if (!owner) throw orderNotFound();
  if (!owner.user)
    throw new DomainError('conflict', 'The account of this order was deleted: refund it at the provider');
  const before = await findOrder(deps.db, undefined, orderId);
  return refundOrder(deps, owner.user, orderId, request, async (tx, keyIds) => {
    const after = await readPaymentOrder(tx, orderId);
    await recordAudit(tx, {
      actorId: actor.id,
      actor: actor.name,
      action: 'order.refund',
      targetType: 'order',
      targetId: orderId,
      before: orderView(before),
      after: { status: after?.status, refundedCents: after?.refundedCents, refundedKeyIds: keyIds },
    });
  });
}

/** Sends the order confirmation again, to the shopper's current e-mail; paid orders only, audited. */
export async function resendOrderEmail(
  deps: OrderDeps,
  actor: Actor,
  orderId: string,
): Promise<{ to: string }> {
  const owner = await findOrderOwner(deps.db, orderId);
  if (!owner) throw orderNotFound();
  const order = await findOrder(deps.db, undefined, orderId);
  if (order.status !== 'paid' && order.status !== 'partially_refunded') {
    throw stateConflict(orderId, order.status, 'Only a paid order’s e-mail can be sent again');
  }
  const to = owner.user;
  if (!to)
    throw new DomainError('conflict', 'The account of this order was deleted: there is no one to write to');
  await recordAudit(deps.db, {
    actorId: actor.id,
    actor: actor.name,
    action: 'order.resend_email',
    targetType: 'order',
    targetId: orderId,
    before: null,
    after: { to: to.email },
  });
  const mail = await queueOrderMail(deps.db, { mail: 'order', orderId }, `resend-${randomUUID()}`);
  if (mail) deps.perform(mail);
  return { to: to.email };
}

/**
 * The admin's key look-up: opens one key the order holds, after recording who looked (the entry commits with
 * the read, so no key is shown unaudited). Only a sold key: a reserved one is not the shopper's yet.
 */
export async function revealOrderKey(
  deps: Pick<OrderDeps, 'db'> & { vault: KeyVault },
  actor: Actor,
  orderId: string,
  keyId: string,
): Promise<AdminKeyReveal> {
  return deps.db.transaction(async (tx) => {
    const held = await findHeldKey(tx, orderId, keyId);
    if (!held) throw new DomainError('not_found', 'Key not found in this order');
    if (!held.soldAt) throw new DomainError('conflict', 'The order is not paid: its keys are only reserved');
    await recordAudit(tx, {
      actorId: actor.id,
      actor: actor.name,
      action: 'order.key_lookup',
      targetType: 'order',
      targetId: orderId,
      before: null,
      after: { keyId, productId: held.productId },
    });
    return { keyId, key: deps.vault.open(held.cipher) };
  });
}
