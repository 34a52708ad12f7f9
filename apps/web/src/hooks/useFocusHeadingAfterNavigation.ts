import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page (not a new search or page of the same one), the focus moves to
 * the new page's heading inside `#{mainId}`, so a keyboard or screen-reader user starts where the page starts
 * and hears its name. The first page load moves nothing.
 */
export function useFocusHeadingAfterNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) {
      const heading = document.getElementById(mainId)?.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: false });
      }
    }
    navigated.current = true;
  }, [pathname, mainId]);
}
