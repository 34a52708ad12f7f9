import { darkTheme, lightTheme } from '@keyshop/ui/themes';
import { useSyncExternalStore } from 'react';
import { createStoredValue, type StoredSchema } from './storage';
import { createStore } from './store';

export interface ThemeState {
  dark: boolean;
  /** 'system' until the shopper picks a theme; from then on the stored choice wins. */
  source: 'system' | 'user';
}

// One boolean: checked here, the same way the inline script of the document's head reads it (headScripts.server.ts).
const booleanSchema: StoredSchema<boolean> = {
  safeParse: (value) => (typeof value === 'boolean' ? { success: true, data: value } : { success: false }),
};

/** Before the shopper's choice is known (the server render, hydration): light, following the system. */
const serverState: ThemeState = { dark: false, source: 'system' };

/** `media` is the system preference; absent on the server. */
export function createTheme(
  media: MediaQueryList | undefined = typeof window === 'undefined'
    ? undefined
    : window.matchMedia('(prefers-color-scheme: dark)'),
) {
  const stored = createStoredValue<boolean | null>({
    key: 'darkMode',
    schema: booleanSchema,
    fallback: null,
  });
  const systemDark = createStore(media?.matches ?? false);
  media?.addEventListener('change', (event) => systemDark.set(event.matches));

  const snapshot = createStore<ThemeState>({ dark: false, source: 'system' });
  const refresh = () => {
    const choice = stored.get();
    const next: ThemeState =
      choice === null ? { dark: systemDark.get(), source: 'system' } : { dark: choice, source: 'user' };
    const prev = snapshot.get();
    if (prev.dark !== next.dark || prev.source !== next.source) snapshot.set(next);
  };
  stored.subscribe(refresh);
  systemDark.subscribe(refresh);
  refresh();

  const setDark = (dark: boolean) => stored.set(dark);

  return {
    get: snapshot.get,
    getServerSnapshot: () => serverState,
    subscribe: snapshot.subscribe,
    setDark,
    toggle: () => setDark(!snapshot.get().dark),
    /** Keeps the theme class of @keyshop/ui on `root` in step with the state; returns the stop function. */
    apply(root: HTMLElement = document.documentElement): () => void {
      const paint = () => {
        const { dark } = snapshot.get();
        root.classList.toggle(darkTheme, dark);
        root.classList.toggle(lightTheme, !dark);
        root.style.colorScheme = dark ? 'dark' : 'light';
      };
      paint();
      return snapshot.subscribe(paint);
    },
  };
}

export type Theme = ReturnType<typeof createTheme>;
export const theme = createTheme();

export function useTheme(store: Theme = theme) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
  return { ...state, setDark: store.setDark, toggle: store.toggle };
}
