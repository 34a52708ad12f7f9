'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

const DirectionContext = /* @__PURE__ */ createContext<Direction | undefined>(undefined);

const subscribeToPageDirection = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
};
const pageDirection = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
// The server cannot see the page: wrap an app rendered right to left in `<DirectionProvider dir="rtl">`.
const serverDirection = (): Direction => 'ltr';

/**
 * The reading direction a component lays out and handles arrow keys in: its own `dir` prop, else the nearest
 * `DirectionProvider`'s, else the `dir` of `<html>` (followed when it changes).
 */
export function useDirection(own?: Direction): Direction {
  const provided = useContext(DirectionContext);
  const page = useSyncExternalStore(subscribeToPageDirection, pageDirection, serverDirection);
  return own ?? provided ?? page;
}

export interface DirectionProviderProps {
  /** The direction of everything inside; the enclosing provider's, else the `dir` of `<html>`, when absent. */
  dir?: Direction;
  children?: ReactNode;
}

/** The one direction source of the library's widgets (Tabs, RadioGroup, menus, Accordion, Carousel, toasts). */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  return <DirectionContext.Provider value={useDirection(dir)}>{children}</DirectionContext.Provider>;
}
