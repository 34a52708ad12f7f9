import { z } from 'zod/mini';
import { cartLineSchema, type CartLine } from './storedSchemas';

const KEY = 'pendingPurchase';

const pendingPurchaseSchema = z.object({
  /** Sent with every attempt to place this purchase, so retries and reloads never order twice. */
  idempotencyKey: z.string(),
  lines: z.array(cartLineSchema),
});
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;

/**
 * The purchase FAST CHECKOUT started: the cart's lines and one idempotency key, kept in this tab's session
 * storage until the order is placed (it survives a reload and a detour through /login).
 */
export const pendingPurchase = {
  read(): PendingPurchase | null {
    try {
      const text = sessionStorage.getItem(KEY);
      const parsed = text === null ? null : pendingPurchaseSchema.safeParse(JSON.parse(text));
      return parsed?.success && parsed.data.lines.length > 0 ? parsed.data : null;
    } catch {
      return null; // unreadable or storage disabled: nothing pending
    }
  },
  start(lines: CartLine[]): PendingPurchase {
    const purchase = { idempotencyKey: crypto.randomUUID(), lines };
    try {
      sessionStorage.setItem(KEY, JSON.stringify(purchase));
    } catch (error) {
      console.error('Could not keep the purchase', error);
    }
    return purchase;
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // storage disabled: nothing was kept
    }
  },
};
