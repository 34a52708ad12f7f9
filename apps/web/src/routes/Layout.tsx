import { Header, LiveRegion, SearchBox } from '@keyshop/ui';
import type { Product } from '@keyshop/contracts';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useProductSearch } from '../hooks/products';
import { useAnnouncement } from '../state/announcer';
import { whenIdle } from '../lazy/lazyModule';
import { useTheme } from '../state/theme';
import { useRouterNavigation } from '../state/useRouterNavigation';
import { DeferredFooter, loadFooter } from './DeferredFooter';
import { DeferredToaster, loadToaster } from './DeferredToaster';
import { HeaderCart, HeaderUserMenu, HeaderWishlist, loadHeaderActions } from './HeaderActions';
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
  const { dark } = useTheme();
  const announcement = useAnnouncement();
  // What the first paint does not need loads once the browser is idle.
  useEffect(
    () =>
      whenIdle(() => {
        loadHeaderActions();
        loadToaster();
        loadFooter();
      }),
    [],
  );

  return (
    <>
      <Header
        renderLink={renderRouterLink}
        search={<HeaderSearch />}
        userMenu={<HeaderUserMenu />}
        wishlist={<HeaderWishlist />}
        cart={<HeaderCart />}
      />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <DeferredFooter />
      <LiveRegion message={announcement} />
      <DeferredToaster theme={dark ? 'dark' : 'light'} />
    </>
  );
}
