import { z } from 'zod/mini';
import { cartLineSchema, type CartLine } from './storedSchemas';

const KEY = 'pendingPurchase';

const pendingPurchaseSchema = z.object({
  /** Sent with every attempt to place this purchase, so retries and reloads never order twice. */
  idempotencyKey: z.string(),
  lines: z.array(cartLineSchema),
  /** The order these lines became (awaiting its payment); absent until "Buy now". */
  orderId: z.optional(z.string()),
});
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;

function write(purchase: PendingPurchase): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(purchase));
  } catch (error) {
    console.error('Could not keep the purchase', error);
  }
}

/**
 * The purchase FAST CHECKOUT started: the cart's lines and one idempotency key, kept in this tab's session
 * storage (it survives a reload and a detour through /login). Once "Buy now" made the order it also holds the
 * order's id, so the lines can go back to the cart (cancel) or into a new purchase (expired) until it is paid.
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
    write(purchase);
    return purchase;
  },
  /** "Buy now" made this order from the pending lines. */
  placed(purchase: PendingPurchase, orderId: string): void {
    write({ ...purchase, orderId });
  },
  /** The lines that became this order, when this tab placed it. */
  linesOf(orderId: string): CartLine[] | null {
    const purchase = pendingPurchase.read();
    return purchase?.orderId === orderId ? purchase.lines : null;
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // storage disabled: nothing was kept
    }
  },
};
