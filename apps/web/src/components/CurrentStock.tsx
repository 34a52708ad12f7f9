import type { Product } from '@keyshop/contracts';
import { useCurrentStock } from '../hooks/useCurrentStock';
import type { StoredValue } from '../state/storage';

/**
 * Mounted while a header menu is open: its products' stock, read and then followed live. Its own chunk (with the
 * socket hook), loaded with the menu, so no page's first load carries it.
 */
export default function CurrentStock<T extends Product>({
  products,
  stored,
}: {
  products: readonly T[];
  stored: StoredValue<T[]>;
}) {
  useCurrentStock(products, stored);
  return null;
}
