import { Footer, Header, LiveRegion, SearchBox, type FooterProps } from '@keyshop/ui';
import type { Product } from '@keyshop/contracts';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { subscribe } from '../api/messages';
import { footer } from '../content/footer';
import { useProductSearch } from '../hooks/products';
import { useAnnouncement } from '../state/announcer';
import { whenIdle } from '../lazy/lazyModule';
import { useTheme } from '../state/theme';
import { useRouterNavigation } from '../state/useRouterNavigation';
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
  const { dark } = useTheme();
  const announcement = useAnnouncement();
  // What the first paint does not need loads once the browser is idle.
  useEffect(
    () =>
      whenIdle(() => {
        loadHeaderActions();
        loadToaster();
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
      <SiteFooter />
      <LiveRegion message={announcement} />
      <DeferredToaster theme={dark ? 'dark' : 'light'} />
    </>
  );
}
