import { CartDropdown, Header, SearchBox, Toaster, UserMenu, WishlistDropdown } from '@keyshop/ui';
import type { Product } from '@keyshop/contracts';
import { useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useProductSearch } from '../hooks/products';
import { useAuth } from '../state/auth';
import { useCart } from '../state/cart';
import { useTheme } from '../state/theme';
import { useRouterNavigation } from '../state/useRouterNavigation';
import { useWishlist } from '../state/wishlist';
import { renderRouterLink } from './routerLink';

/** The header search: debounced suggestions; choosing one opens its page (the box clears itself). */
function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { results, isSearching } = useProductSearch(text);
  return (
    <SearchBox<Product>
      value={text}
      onValueChange={setText}
      loading={isSearching}
      results={results}
      onSelect={(product) => void navigate(`/product/${product.id}`)}
    />
  );
}

/** Spec §2: every change of path starts at the top of the page. */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  useLayoutEffect(() => window.scrollTo(0, 0), [pathname]);
}

/** The one layout of every route: header (search, menus, dropdowns), the page, footer and toasts. */
export function Layout() {
  useRouterNavigation();
  useScrollToTopOnPathChange();
  const { user, logout } = useAuth();
  const { dark, setDark } = useTheme();
  const cart = useCart();
  const wishlist = useWishlist();

  return (
    <>
      <Header
        renderLink={renderRouterLink}
        search={<HeaderSearch />}
        userMenu={
          <UserMenu
            username={user?.username}
            dark={dark}
            onThemeChange={setDark}
            onSignOut={logout}
            renderLink={renderRouterLink}
          />
        }
        wishlist={
          <WishlistDropdown
            items={wishlist.items}
            open={wishlist.isOpen}
            onOpenChange={wishlist.setOpen}
            onAddToCart={(_, index) => wishlist.moveToCart(index)}
            onRemove={wishlist.remove}
            renderLink={renderRouterLink}
          />
        }
        cart={
          <CartDropdown
            lines={cart.lines}
            open={cart.isOpen}
            onOpenChange={cart.setOpen}
            onIncrement={cart.increment}
            onDecrement={cart.decrement}
            onRemove={cart.remove}
            renderLink={renderRouterLink}
          />
        }
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster theme={dark ? 'dark' : 'light'} />
    </>
  );
}
