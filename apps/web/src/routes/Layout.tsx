import {
  CartDropdown,
  Footer,
  Header,
  LiveRegion,
  SearchBox,
  Toaster,
  UserMenu,
  WishlistDropdown,
  type FooterProps,
} from '@keyshop/ui';
import type { Product } from '@keyshop/contracts';
import { Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { subscribe } from '../api/messages';
import { footer } from '../content/footer';
import { useProductSearch } from '../hooks/products';
import { useAnnouncement } from '../state/announcer';
import { useAuth } from '../state/auth';
import { useCart } from '../state/cart';
import { useTheme } from '../state/theme';
import { useRouterNavigation } from '../state/useRouterNavigation';
import { useWishlist } from '../state/wishlist';
import { RouteErrorBoundary, RouteLoading } from './RouteError';
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

/** The footer, with the newsletter sending to the API: 'Loading...', then the server's message or the failure text. */
function SiteFooter() {
  const [status, setStatus] = useState<NonNullable<FooterProps['newsletterStatus']>>('idle');
  const [message, setMessage] = useState<string>();
  const onSubscribe = (email: string) => {
    setStatus('submitting');
    setMessage(undefined);
    subscribe({ email }).then(
      (answer) => {
        setMessage(answer.message || undefined);
        setStatus('success');
      },
      () => setStatus('error'),
    );
  };
  return (
    <Footer
      {...footer}
      renderLink={renderRouterLink}
      newsletterStatus={status}
      newsletterMessage={message}
      onSubscribe={onSubscribe}
    />
  );
}

/** Spec §2: every change of path starts at the top of the page. */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  // Braces: recent Chromium returns a promise from scrollTo, and an effect may only return a clean-up.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
}

/** The one layout of every route: header (search, menus, dropdowns), the page, footer and toasts. */
export function Layout() {
  useRouterNavigation();
  useScrollToTopOnPathChange();
  const { user, logout } = useAuth();
  const { dark, setDark } = useTheme();
  const cart = useCart();
  const wishlist = useWishlist();
  const announcement = useAnnouncement();

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
        <RouteErrorBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <LiveRegion message={announcement} />
      <Toaster theme={dark ? 'dark' : 'light'} />
    </>
  );
}
