import { Header, HeaderLogo } from '@keyshop/ui/components/Header';
import { LiveRegion } from '@keyshop/ui/components/LiveRegion';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { company, policies } from '../content/company';
import { useAnnouncement } from '../state/announcer';
import { useTheme } from '../state/theme';
import { useHydrated } from '../hooks/useHydrated';
import { useFocusAfterNavigation } from '../hooks/useFocusAfterNavigation';
import { useRouterNavigation } from '../hooks/useRouterNavigation';
import { HeaderCart, HeaderUserMenu, HeaderWishlist } from '../components/HeaderActions';
import { HeaderSearch } from '../components/HeaderSearch';
import { RouteError } from '../components/RouteError';
import { headerNavLinks, homePath } from '../lib/links';
import { renderRouterLink } from '../components/routerLink';
import { SiteFooter } from '../components/SiteFooter';

// No toast is shown and no navigation runs before the page has hydrated: the toaster (sonner) and the progress
// bar load after it, as one chunk of their own.
const AfterHydration = lazy(async () => ({
  default: (await import('../lazy/afterHydration')).AfterHydration,
}));

/**
 * Header, page, footer and toasts. While the router loads the next page (its code, its data), the URL still
 * names the shown page and that page is busy and inert, so nothing typed meant for the next page lands in it;
 * a load that takes a moment shows a bar along the top and is announced.
 */
function Shell({ children }: { children: ReactNode }) {
  useRouterNavigation();
  useFocusAfterNavigation('main');
  const { dark } = useTheme();
  const announcement = useAnnouncement();
  const busy = useNavigation().state === 'loading';
  const hydrated = useHydrated();
  return (
    <>
      <Header
        logo={<HeaderLogo name={company.storeName} />}
        logoLabel={`${company.storeName} home`}
        promo={`Extra Bonus on Orders over €${policies.bonusThresholdEuros}`}
        hrefs={{ home: homePath }}
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
      {/* Hydrated with the page (not from a chunk of its own), so its newsletter form works once the page does. */}
      <SiteFooter />
      <LiveRegion message={announcement} />
      {hydrated && (
        <Suspense>
          <AfterHydration dark={dark} busy={busy} />
        </Suspense>
      )}
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
