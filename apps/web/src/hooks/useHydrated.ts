import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server, while hydrating (in a Suspense boundary hydrating later too) and on a component's first
 * render; true right after. The switch is a transition, so React renders what it brings (the header's menus,
 * the toaster) in slices that leave room for input, not in one blocking render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
