import type { Product } from '@keyshop/contracts';
import { useCart } from '../state/cart';
import { useWishlist } from '../state/wishlist';

/** The card actions every product grid shares: add to cart (opens the cart dropdown) and the wishlist heart. */
export function useProductActions() {
  const { add } = useCart();
  const wishlist = useWishlist();
  return {
    onAddToCart: add,
    onToggleWishlist: wishlist.toggle,
    isInWishlist: (product: Product) => wishlist.has(product.id),
  };
}
