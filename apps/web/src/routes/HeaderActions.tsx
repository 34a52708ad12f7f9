import { IconButton, type IconButtonProps } from '@keyshop/ui';
import { Heart, ShoppingCart, User } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lazyModule, useLazyModule, type LazyModule } from '../lazy/lazyModule';
import { useAuth } from '../state/auth';
import { useCart } from '../state/cart';
import { useTheme } from '../state/theme';
import { useWishlist } from '../state/wishlist';
import { renderRouterLink } from './routerLink';

// The header's menus pull in Radix and floating-ui (~22 kB gzip): they load after the first paint, behind
// placeholders that look and are named exactly like their triggers.
const userMenuModule = lazyModule(() => import('@keyshop/ui/components/UserMenu'));
const wishlistModule = lazyModule(() => import('@keyshop/ui/components/WishlistDropdown'));
const cartModule = lazyModule(() => import('@keyshop/ui/components/CartDropdown'));

/** Loads the header menus, the cart first (the one the app opens itself), one at a time. */
export const headerActionLoads = [cartModule.ready, wishlistModule.ready, userMenuModule.ready];

// One name for each trigger, given to the placeholder and the real component alike (the spec's texts).
const triggerLabels = { userMenu: 'User menu', wishlist: 'Wishlist', cart: 'Cart' } as const;

interface PlaceholderProps extends Omit<IconButtonProps, 'onClick'> {
  module: LazyModule<unknown>;
  popup: 'menu' | 'dialog';
  /** A click asks for the real thing open once it has loaded. */
  onOpen: () => void;
}

/**
 * Until its module arrives, a trigger is an identical button that starts the load on hover, focus or click.
 * When the real one replaces it, a focused placeholder hands the focus over (see `Deferred`).
 */
function Placeholder({ module, popup, onOpen, ...props }: PlaceholderProps) {
  return (
    <IconButton
      {...props}
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={module.load}
      onFocus={module.load}
      onClick={() => {
        module.load();
        onOpen();
      }}
    />
  );
}

/** Renders `placeholder` until `loaded`, then `children`, keeping the keyboard focus on the trigger. */
function Deferred({
  loaded,
  placeholder,
  children,
}: {
  loaded: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  // Runs before the swap removes the placeholder from the document: remember whether it had the focus.
  useLayoutEffect(() => {
    const node = box.current;
    return () => {
      hadFocus.current = Boolean(node?.contains(document.activeElement));
    };
  }, [loaded]);
  useLayoutEffect(() => {
    if (loaded && hadFocus.current) box.current?.querySelector('button')?.focus();
  }, [loaded]);
  return (
    // display: contents, so the header's flex row lays out the trigger exactly as before.
    <span ref={box} style={{ display: 'contents' }}>
      {loaded ? children : placeholder}
    </span>
  );
}

export function HeaderUserMenu() {
  const loaded = useLazyModule(userMenuModule);
  const { user, logout } = useAuth();
  const { dark, setDark } = useTheme();
  const [open, setOpen] = useState(false);
  return (
    <Deferred
      loaded={Boolean(loaded)}
      placeholder={
        <Placeholder
          module={userMenuModule}
          popup="menu"
          label={triggerLabels.userMenu}
          onOpen={() => setOpen(true)}
        >
          <User aria-hidden size={20} />
        </Placeholder>
      }
    >
      {loaded && (
        <loaded.UserMenu
          username={user?.username}
          dark={dark}
          onThemeChange={setDark}
          onSignOut={logout}
          renderLink={renderRouterLink}
          labels={{ trigger: triggerLabels.userMenu }}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </Deferred>
  );
}

export function HeaderWishlist() {
  const loaded = useLazyModule(wishlistModule);
  const wishlist = useWishlist();
  const empty = wishlist.items.length === 0;
  useLoadWhenOpen(wishlistModule, wishlist.isOpen);
  return (
    <Deferred
      loaded={Boolean(loaded)}
      placeholder={
        <Placeholder
          module={wishlistModule}
          popup="dialog"
          label={triggerLabels.wishlist}
          count={wishlist.items.length}
          tone={empty ? 'default' : 'active'}
          onOpen={() => wishlist.setOpen(true)}
        >
          <Heart aria-hidden size={20} fill={empty ? 'none' : 'currentColor'} />
        </Placeholder>
      }
    >
      {loaded && (
        <loaded.WishlistDropdown
          items={wishlist.items}
          open={wishlist.isOpen}
          onOpenChange={wishlist.setOpen}
          onAddToCart={(_, index) => wishlist.moveToCart(index)}
          onRemove={wishlist.remove}
          renderLink={renderRouterLink}
          labels={{ trigger: triggerLabels.wishlist }}
        />
      )}
    </Deferred>
  );
}

export function HeaderCart() {
  const loaded = useLazyModule(cartModule);
  const cart = useCart();
  useLoadWhenOpen(cartModule, cart.isOpen);
  return (
    <Deferred
      loaded={Boolean(loaded)}
      placeholder={
        <Placeholder
          module={cartModule}
          popup="dialog"
          label={triggerLabels.cart}
          count={cart.quantity}
          onOpen={() => cart.setOpen(true)}
        >
          <ShoppingCart aria-hidden size={20} />
        </Placeholder>
      }
    >
      {loaded && (
        <loaded.CartDropdown
          lines={cart.lines}
          open={cart.isOpen}
          onOpenChange={cart.setOpen}
          onIncrement={cart.increment}
          onDecrement={cart.decrement}
          onRemove={cart.remove}
          renderLink={renderRouterLink}
          labels={{ trigger: triggerLabels.cart }}
        />
      )}
    </Deferred>
  );
}

/** The app opened the dropdown itself (e.g. adding to the cart) before it loaded: load it now. */
function useLoadWhenOpen(module: LazyModule<unknown>, open: boolean) {
  useEffect(() => {
    if (open) module.load();
  }, [module, open]);
}
