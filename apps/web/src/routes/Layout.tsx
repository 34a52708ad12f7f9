import { Header, LiveRegion } from '@keyshop/ui';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAnnouncement } from '../state/announcer';
import { whenIdleInTurn } from '../lazy/lazyModule';
import { useTheme } from '../state/theme';
import { useRouterNavigation } from '../state/useRouterNavigation';
import { DeferredFooter, loadFooter } from './DeferredFooter';
import { DeferredToaster, loadToaster } from './DeferredToaster';
import { HeaderSearch, loadHeaderSearch } from './HeaderSearch';
import { HeaderCart, HeaderUserMenu, HeaderWishlist, headerActionLoads } from './HeaderActions';
import { RouteErrorBoundary, RouteLoading } from './RouteError';
import { renderRouterLink } from './routerLink';

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
  // What the first paint does not need loads once the browser is idle, one part per idle period.
  useEffect(() => whenIdleInTurn([...headerActionLoads, loadToaster, loadHeaderSearch, loadFooter]), []);

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
