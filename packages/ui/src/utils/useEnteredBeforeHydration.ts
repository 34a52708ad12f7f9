'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Hands on what a visitor entered in a server-rendered field before the page hydrated (a slow phone shows the
 * page well before its scripts run). React takes the field over as it finds it without reporting the entry, and
 * sets a controlled field back to its `value` at its next render; so after the first commit, which comes before
 * that render, a field showing something other than `value` is reported to `onEntered`, once.
 */
export function useEnteredBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  onEntered: (entered: string) => void,
): void {
  useEffect(() => {
    const entered = field.current?.value;
    if (entered !== undefined && entered !== value) onEntered(entered);
    // Only the first commit can find an entry React has not seen; later differences are the owner's to make.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
