import { useCurrentStock } from '../hooks/useCurrentStock';
import type { ProductStock } from '../state/cartRules';

/**
 * Mounted while a header menu is open: its products' stock, read and then followed live. Its own chunk (with the
 * socket hook), loaded with the menu, so no page's first load carries it.
 */
export default function CurrentStock({
  products,
  sync,
}: {
  products: readonly { id: number }[];
  sync: (stock: readonly ProductStock[]) => void;
}) {
  useCurrentStock(products, sync);
  return null;
}
