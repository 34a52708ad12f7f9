import { IconButton } from '@keyshop/ui/components/IconButton';
import { cartListQuantity } from '@keyshop/ui/cart';
import { Heart, ShoppingCart, User } from 'lucide-react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../hooks/useHydrated';
import { useAuth } from '../state/auth';
import { cart as cartStore, useCart } from '../state/cart';
import { useTheme } from '../state/theme';
import { useWishlist, wishlist as wishlistStore } from '../state/wishlist';
import { cartDropdownHrefs, userMenuHrefs, wishlistDropdownHrefs } from '../lib/links';
import { toCartLineView, toWishlistItemView } from '../lib/productView';
import { renderRouterLink } from './routerLink';

// The header's menus (Radix, floating-ui) are not needed to paint the page: each is its own chunk, fetched
// once the page has hydrated. Until it is there, each trigger has its cheap form: the same icon button as a
// link to the page the menu leads to (Hydrogen's cart badge), so a press before the menu arrives still goes
// somewhere, and the server renders the same link.
const UserMenu = lazy(async () => ({
  default: (await import('@keyshop/ui/components/UserMenu')).UserMenu,
}));
const WishlistDropdown = lazy(async () => ({
  default: (await import('@keyshop/ui/components/WishlistDropdown')).WishlistDropdown,
}));
const CartDropdown = lazy(async () => ({
  default: (await import('@keyshop/ui/components/CartDropdown')).CartDropdown,
}));
/** An open menu's products' stock, read and followed live. */
const CurrentStock = lazy(() => import('./CurrentStock'));

/** Each trigger's name (also the menu's), page and icon. */
const triggers = {
  user: { label: 'User menu', icon: User },
  wishlist: { label: 'Wishlist', href: wishlistDropdownHrefs.wishlist, icon: Heart },
  cart: { label: 'Cart', href: cartDropdownHrefs.cart, icon: ShoppingCart },
} as const;

/** A trigger's cheap form: its icon button as a link, with the count (and highlight) the menu shows. */
function TriggerLink({
  label,
  href,
  icon: Icon,
  count,
  active = false,
}: {
  label: string;
  href: string;
  icon: ComponentType<{ size?: number; fill?: string; 'aria-hidden'?: boolean }>;
  count?: number;
  active?: boolean;
}) {
  return (
    <IconButton asChild label={label} count={count} highlight={active}>
      <Link to={href}>
        <Icon aria-hidden size={20} fill={active ? 'currentColor' : 'none'} />
      </Link>
    </IconButton>
  );
}

/** The menu once its chunk is there; its cheap form on the server, while hydrating and while it loads. */
function Upgraded({ cheap, children }: { cheap: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={cheap}>{children}</Suspense> : cheap;
}

export function HeaderUserMenu() {
  const { user, logout } = useAuth();
  const { dark, setDark } = useTheme();
  const { label, icon } = triggers.user;
  return (
    <Upgraded
      cheap={
        <TriggerLink label={label} href={user ? userMenuHrefs.account : userMenuHrefs.signIn} icon={icon} />
      }
    >
      <UserMenu
        username={user?.username}
        dark={dark}
        onThemeChange={setDark}
        onSignOut={logout}
        hrefs={userMenuHrefs}
        renderLink={renderRouterLink}
        labels={{ trigger: label }}
      />
    </Upgraded>
  );
}

export function HeaderWishlist() {
  const wishlist = useWishlist();
  const count = wishlist.items.length;
  return (
    <Upgraded cheap={<TriggerLink {...triggers.wishlist} count={count} active={count > 0} />}>
      {wishlist.isOpen && (
        <Suspense>
          <CurrentStock products={wishlist.items} stored={wishlistStore.items} />
        </Suspense>
      )}
      <WishlistDropdown
        items={wishlist.items.map(toWishlistItemView)}
        open={wishlist.isOpen}
        onOpenChange={wishlist.setOpen}
        onAddToCart={wishlist.moveToCart}
        onRemove={wishlist.remove}
        hrefs={wishlistDropdownHrefs}
        renderLink={renderRouterLink}
        labels={{ trigger: triggers.wishlist.label }}
      />
    </Upgraded>
  );
}

export function HeaderCart() {
  const cart = useCart();
  const lines = cart.lines.map(toCartLineView);
  return (
    <Upgraded cheap={<TriggerLink {...triggers.cart} count={cartListQuantity(lines)} />}>
      {cart.isOpen && (
        <Suspense>
          <CurrentStock products={cart.lines} stored={cartStore.lines} />
        </Suspense>
      )}
      <CartDropdown
        lines={lines}
        open={cart.isOpen}
        onOpenChange={cart.setOpen}
        onIncrement={cart.increment}
        onDecrement={cart.decrement}
        onRemove={cart.remove}
        hrefs={cartDropdownHrefs}
        renderLink={renderRouterLink}
        labels={{ trigger: triggers.cart.label }}
      />
    </Upgraded>
  );
}
