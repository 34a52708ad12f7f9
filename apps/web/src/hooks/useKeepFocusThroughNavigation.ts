import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusIsLost } from './useFocusAfterNavigation';

/**
 * For a control that changes the URL but stays on the page (the sort's Sort button, Enter on its select): the
 * page is inert while the next view loads, which drops the focus; `keep()` before navigating hands it back to
 * the element that had it once the view has arrived (before useFocusAfterNavigation would move it to <main>).
 */
export function useKeepFocusThroughNavigation(): () => void {
  const { key } = useLocation();
  const kept = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = kept.current;
    kept.current = null;
    if (element?.isConnected && focusIsLost()) element.focus();
  }, [key]);
  return () => {
    kept.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
}
