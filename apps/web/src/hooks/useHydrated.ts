import { startTransition, useEffect, useState } from 'react';

// Set by the first effect of the page's first pass: the page is marked hydrated once.
let marked = false;

/**
 * False on the server, while hydrating (in a Suspense boundary hydrating later too) and on a component's first
 * render; true right after. The switch is a transition, so React renders what it brings (the header's menus,
 * the toaster) in slices that leave room for input, not in one blocking render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The moment the page became the shopper's: `npm run bench:web -- --throttling devtools` reports it.
    if (!marked) performance.mark('hydrated');
    marked = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
