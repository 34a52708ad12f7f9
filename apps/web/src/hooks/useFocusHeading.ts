import { useEffect, type RefObject } from 'react';

/**
 * When new content replaces what the shopper was using (a step, a cancelled order), moves the focus to the
 * content's first heading so keyboard and screen-reader users start there. `focusKey` names the content; null
 * leaves the focus alone (e.g. a state announced by its live region).
 */
export function useFocusHeading(container: RefObject<HTMLElement | null>, focusKey: string | null): void {
  useEffect(() => {
    if (focusKey === null) return;
    // After the frame: a closing dialog hands its focus back first (to a button that may be gone).
    const timer = setTimeout(() => {
      const heading = container.current?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [container, focusKey]);
}
