import { lightTheme } from '@keyshop/ui/themes';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { RouteError } from './components/RouteError';

declare global {
  interface Window {
    /** Set by the head's click-replay script until the page has hydrated (eventReplay.server.ts). */
    __replayClicks?: (() => void) | null;
  }
}

/** The shop's public origin, for the routes' canonical and preview URLs (`siteOrigin` in their `meta`). */
export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}
// Only the document request needs it; client navigations never ask for the root's data again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    // Light without scripts; the theme script (headScripts.server.ts) sets the class and color-scheme before the
    // first paint.
    <html lang="en" className={lightTheme} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f8fa" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b0d12" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* No stylesheet among the links, no inline script: the server puts the store's CSS and its scripts inside
            the head (entry.server.tsx). */}
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

export default function App() {
  // The root's effect runs once the whole first page has hydrated (a parent's effects run after its
  // children's), and never again: `npm run bench:web -- --throttling devtools` reports this moment.
  useEffect(() => {
    performance.mark('hydrated');
    // The clicks made before now (eventReplay.server.ts), in a task of their own once React owns the page.
    setTimeout(() => window.__replayClicks?.());
  }, []);
  // SWR's default cache is the document's: a server render never writes to it (SWR fetches and mutates only in
  // the browser, after hydration), so no request sees another's data.
  return <Outlet />;
}

/** The layout itself failed: nothing of the page can be trusted, the fallback alone. */
export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}
