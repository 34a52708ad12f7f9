import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Whether nothing holds the focus (it fell to the page when the focused element left or became inert). */
export const focusIsLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * After a client-side navigation (a product opened from a card), the link that was pressed is gone or was made
 * inert while the page loaded, and the focus has fallen to the page: hand it to `<main id={mainId}>`
 * (focusable, `tabIndex={-1}`), where the new content starts, as the WAI-ARIA practices ask. A focus kept
 * elsewhere (a header link, a field, or the results another page of the list moved it to, see
 * useFocusResultsOnPageChange) stays; the first page load moves nothing.
 */
export function useFocusAfterNavigation(mainId: string): void {
  const { key } = useLocation();
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current && focusIsLost()) document.getElementById(mainId)?.focus({ preventScroll: true });
    navigated.current = true;
  }, [key, mainId]);
}
