import { Header, LiveRegion } from '@keyshop/ui';
import { Toaster } from '@keyshop/ui/components/Toaster';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useAnnouncement } from '../state/announcer';
import { useTheme } from '../state/theme';
import { useRouterNavigation } from '../hooks/useRouterNavigation';
import { HeaderCart, HeaderUserMenu, HeaderWishlist } from './HeaderActions';
import { HeaderSearch } from './HeaderSearch';
import { RouteError } from './RouteError';
import { headerNavLinks } from './links';
import { renderRouterLink } from './routerLink';

// Below the fold, with the payment brand marks: its own chunk, hydrated when it has arrived.
const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter')).SiteFooter }));

/** Spec §2: every change of path starts at the top of the page. */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  // Braces: recent Chromium returns a promise from scrollTo, and an effect may only return a clean-up.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
}

/**
 * Header, page, footer and toasts. While the router loads the next page (its code, its data), the URL still
 * names the shown page and that page is busy and inert, so nothing typed meant for the next page lands in it.
 */
function Shell({ children }: { children: ReactNode }) {
  useRouterNavigation();
  useScrollToTopOnPathChange();
  const { dark } = useTheme();
  const announcement = useAnnouncement();
  const busy = useNavigation().state === 'loading';
  return (
    <>
      <Header
        navLinks={headerNavLinks}
        renderLink={renderRouterLink}
        search={<HeaderSearch />}
        userMenu={<HeaderUserMenu />}
        wishlist={<HeaderWishlist />}
        cart={<HeaderCart />}
      />
      <main id="main" tabIndex={-1} aria-busy={busy || undefined} inert={busy || undefined}>
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <LiveRegion message={announcement} />
      <Toaster theme={dark ? 'dark' : 'light'} />
    </>
  );
}

/** The one layout of every route. */
export default function Layout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** A page that failed (its data, its code or its render) keeps the header and footer around the fallback. */
export function ErrorBoundary() {
  return (
    <Shell>
      <RouteError />
    </Shell>
  );
}
