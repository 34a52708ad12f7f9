import { startTransition, useEffect, useState } from 'react';

// Whether the page has hydrated: what components mounted after that (a client-side navigation) start from.
let pageHydrated = false;

/**
 * False on the server and while hydrating, true once the page has hydrated (and on later renders). The switch
 * after hydration is a transition, so React renders what it brings (the header's menus, the toaster) in slices
 * that leave room for input, not in one blocking render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    // The moment the page became the shopper's: `npm run bench:web -- --throttling devtools` reports it.
    if (!pageHydrated) performance.mark('hydrated');
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
