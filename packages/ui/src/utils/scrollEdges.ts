export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether a sideways-scrolling row shows its start and its end, in either reading direction: right to left,
 * Chromium's and Firefox's scrollLeft runs from 0 at the start down to negative values. One pixel of slack
 * absorbs sub-pixel widths.
 */
export function scrollEdges(row: HTMLElement): ScrollEdges {
  const offset = Math.abs(row.scrollLeft);
  return { atStart: offset <= 1, atEnd: offset + row.clientWidth >= row.scrollWidth - 1 };
}

/** Whether an element reads right to left, so "forwards" along it is towards the left. */
export function readsRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}
