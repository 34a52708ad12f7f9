import { lazy, Suspense } from 'react';
import { useAuth } from '../state/auth';
import { useCart } from '../state/cart';
import { useTheme } from '../state/theme';
import { useWishlist } from '../state/wishlist';
import { cartDropdownHrefs, userMenuHrefs, wishlistDropdownHrefs } from './links';
import { toCartLineView, toProductView } from './productView';
import { renderRouterLink } from './routerLink';

// The header's triggers read the stored session, cart and wishlist: the server renders them empty (signed out,
// count 0) and they show what is stored right after hydration. Their menus (Radix, floating-ui) are not needed
// to paint the page: each is its own chunk. The server renders them in full; in the browser each one hydrates
// when its chunk has arrived (React keeps the server's HTML until then).
const UserMenu = lazy(async () => ({
  default: (await import('@keyshop/ui/components/UserMenu')).UserMenu,
}));
const WishlistDropdown = lazy(async () => ({
  default: (await import('@keyshop/ui/components/WishlistDropdown')).WishlistDropdown,
}));
const CartDropdown = lazy(async () => ({
  default: (await import('@keyshop/ui/components/CartDropdown')).CartDropdown,
}));

export function HeaderUserMenu() {
  const { user, logout } = useAuth();
  const { dark, setDark } = useTheme();
  return (
    <Suspense>
      <UserMenu
        username={user?.username}
        dark={dark}
        onThemeChange={setDark}
        onSignOut={logout}
        hrefs={userMenuHrefs}
        renderLink={renderRouterLink}
      />
    </Suspense>
  );
}

export function HeaderWishlist() {
  const wishlist = useWishlist();
  return (
    <Suspense>
      <WishlistDropdown
        items={wishlist.items.map(toProductView)}
        open={wishlist.isOpen}
        onOpenChange={wishlist.setOpen}
        onAddToCart={(_, index) => wishlist.moveToCart(index)}
        onRemove={wishlist.remove}
        hrefs={wishlistDropdownHrefs}
        renderLink={renderRouterLink}
      />
    </Suspense>
  );
}

export function HeaderCart() {
  const cart = useCart();
  return (
    <Suspense>
      <CartDropdown
        lines={cart.lines.map(toCartLineView)}
        open={cart.isOpen}
        onOpenChange={cart.setOpen}
        onIncrement={cart.increment}
        onDecrement={cart.decrement}
        onRemove={cart.remove}
        hrefs={cartDropdownHrefs}
        renderLink={renderRouterLink}
      />
    </Suspense>
  );
}
