import { darkTheme, lightTheme } from '@keyshop/ui';
import { useSyncExternalStore } from 'react';
import { createStoredValue, type StoredSchema } from './storage';
import { createStore } from './store';

export interface ThemeState {
  dark: boolean;
  /** 'system' until the shopper picks a theme; from then on the stored choice wins. */
  source: 'system' | 'user';
}

// The theme paints before the first frame, so its one boolean is checked here rather than by a zod schema,
// which loads after the first page (see `loadStoredSchemas.ts`).
const booleanSchema: StoredSchema<boolean> = {
  safeParse: (value) => (typeof value === 'boolean' ? { success: true, data: value } : { success: false }),
};

export function createTheme(media: MediaQueryList = window.matchMedia('(prefers-color-scheme: dark)')) {
  const stored = createStoredValue<boolean | null>({
    key: 'darkMode',
    schema: booleanSchema,
    fallback: null,
  });
  const systemDark = createStore(media.matches);
  media.addEventListener('change', (event) => systemDark.set(event.matches));

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
  const state = useSyncExternalStore(store.subscribe, store.get);
  return { ...state, setDark: store.setDark, toggle: store.toggle };
}
