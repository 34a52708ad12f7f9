import '@keyshop/ui/styles.css';
import { darkTheme, lightTheme } from '@keyshop/ui/themes';
import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { SWRConfig } from 'swr';
import type { Route } from './+types/root';
import { RouteError } from './components/RouteError';
import type { SwrFallback } from './server/loaderData';

/** The shop's public origin, for the routes' canonical and preview URLs (`siteOrigin` in their `meta`). */
export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}
// Only the document request needs it; client navigations never ask for the root's data again.
export const shouldRevalidate = () => false;

/**
 * Paints the stored theme (or the system's) before the first frame: storage is the browser's, so the server
 * cannot know it. The same rule as `state/theme.ts`, which takes over after hydration.
 */
const themeScript = `try{var s=localStorage.getItem('darkMode'),d=s==='true'||(s!=='false'&&matchMedia('(prefers-color-scheme: dark)').matches),e=document.documentElement;e.classList.toggle(${JSON.stringify(darkTheme)},d);e.classList.toggle(${JSON.stringify(lightTheme)},!d);e.style.colorScheme=d?'dark':'light'}catch(e){}`;

export function Layout({ children }: { children: ReactNode }) {
  return (
    // Light without scripts; the theme script sets the class and color-scheme before the first paint.
    <html lang="en" className={lightTheme} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f8fa" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b0d12" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Spec §2: a new page starts at the top (back and forward restore where it was); hydration leaves the
            scroll alone, so a shopper who scrolled while the scripts loaded stays there. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * SWR starts from what the routes' loaders fetched on the server (`fallback`), so hydration asks nothing again.
 * The first page's entries also start its cache (one per document, never shared between requests), where the
 * live-stock updates find them.
 */
export default function App() {
  const matches = useMatches();
  const fallback: SwrFallback = Object.assign(
    {},
    ...matches.map((match) => (match.loaderData as { fallback?: SwrFallback } | undefined)?.fallback),
  );
  const [provider] = useState(
    () => () => new Map(Object.entries(fallback).map(([key, data]) => [key, { data }])),
  );
  // Seeded entries are fresh: no refetch at hydration. Pages without a seed revalidate as usual.
  const seeded = Object.keys(fallback).length > 0;
  // The root's effect runs once the whole first page has hydrated (a parent's effects run after its
  // children's), and never again: `npm run bench:web -- --throttling devtools` reports this moment.
  useEffect(() => {
    performance.mark('hydrated');
  }, []);
  return (
    <SWRConfig value={{ fallback, provider, revalidateIfStale: !seeded }}>
      <Outlet />
    </SWRConfig>
  );
}

/** The layout itself failed: nothing of the page can be trusted, the fallback alone. */
export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}
