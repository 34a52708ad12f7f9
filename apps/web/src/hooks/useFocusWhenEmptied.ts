import { useEffect, useRef, type RefObject } from 'react';

/**
 * When a list's last item is removed, its remove button leaves with it and the focus would fall to the page:
 * hand it to `target` (e.g. the empty view's Continue Shopping), only if nothing else holds it.
 */
export function useFocusWhenEmptied(count: number, target: RefObject<HTMLElement | null>): void {
  const previous = useRef(count);
  useEffect(() => {
    const emptied = previous.current > 0 && count === 0;
    previous.current = count;
    const active = document.activeElement;
    if (emptied && (!active || active === document.body)) target.current?.focus();
  }, [count, target]);
}
