import { useEffect, useRef } from 'react';
import { focusIsLost } from './useFocusAfterNavigation';

/**
 * After another page of a list is chosen, the focus goes to the results (`resultsId`, focusable with
 * `tabIndex={-1}` and named with its page), so a keyboard or screen-reader user goes on from the new results,
 * as the WAI-ARIA practices ask, rather than from the top of the page. Only when the page changes while
 * mounted, and when the focus fell to the page or is still on the pagination (`paginationId`); the layout's
 * own focus rule (to `<main>`) then has nothing left to do.
 */
export function useFocusResultsOnPageChange(page: number, resultsId: string, paginationId: string): void {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const onPagination = document.getElementById(paginationId)?.contains(document.activeElement);
    if (focusIsLost() || onPagination) {
      document.getElementById(resultsId)?.focus({ preventScroll: true });
    }
  }, [page, resultsId, paginationId]);
}
