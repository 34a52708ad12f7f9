import { Header, HeaderLogo } from '@keyshop/ui/components/Header';
import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { company } from '../../content/company';
import { useFocusHeadingAfterNavigation } from '../../hooks/useFocusHeadingAfterNavigation';
import { useRouterNavigation } from '../../hooks/useRouterNavigation';
import { noindexMeta } from '../../seo';
import { RouteError } from '../../components/RouteError';
import { renderRouterLink } from '../../components/routerLink';
import { AdminGate } from '../../components/admin/AdminGate';
import { adminNavLinks, adminPaths } from '../../lib/admin/adminLinks';

const mainId = 'admin-main';

/**
 * The operator's frame: its own header and navigation, no storefront chrome (search, cart, footer), so none of
 * the public pages' code loads here and none of this loads there (its own route chunks).
 */
function AdminShell({ children }: { children: ReactNode }) {
  useRouterNavigation();
  useFocusHeadingAfterNavigation(mainId);
  const busy = useNavigation().state === 'loading';
  return (
    <>
      <Header
        logo={<HeaderLogo name={`${company.storeName} admin`} />}
        logoLabel={`${company.storeName} admin dashboard`}
        hrefs={{ home: adminPaths.dashboard, main: `#${mainId}` }}
        navLinks={adminNavLinks}
        renderLink={renderRouterLink}
        labels={{ nav: 'Admin' }}
      />
      <main id={mainId} tabIndex={-1} aria-busy={busy || undefined} inert={busy || undefined}>
        {children}
      </main>
    </>
  );
}

/** /admin/*: every page behind the admin check. */
export default function AdminLayout() {
  return (
    <AdminShell>
      <AdminGate>
        <Outlet />
      </AdminGate>
    </AdminShell>
  );
}

/** The operator's pages are never indexed (and answer `private, no-store`: contracts' personal pages). */
export const meta = noindexMeta;

export function ErrorBoundary() {
  return (
    <AdminShell>
      <RouteError />
    </AdminShell>
  );
}
