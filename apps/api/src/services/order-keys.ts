import type { InventoryItem, OrderKeysResponse, RevealResponse } from '@keyshop/contracts';
import type { Orm } from '../db/database';
import { listInventory, revealKey, revealOrderKeys } from '../db/orders-repo';
import { readPaymentOrder } from '../db/payments-repo';
import { DomainError } from '../errors';
import type { KeyVault } from '../keys/key-vault';
import { stateConflict } from './order-lifecycle';
import { orderNotFound } from './order-reads';

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
