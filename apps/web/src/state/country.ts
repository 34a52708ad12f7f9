import { isCountryCode } from '@keyshop/contracts';
import { useSyncExternalStore } from 'react';
import { createStoredValue, type StoredSchema } from './storage';
import { createStore } from './store';

/** When neither the shopper nor the browser's language names a country: the store's home market. */
export const fallbackCountry = 'IE';

/**
 * The country a browser language points to: its region ("de-AT" → AT), else the language's most likely one
 * ("de" → DE, through Intl.Locale's likely subtags), else null.
 */
export function countryFromLanguage(language: string | undefined): string | null {
  if (!language) return null;
  try {
    const region = new Intl.Locale(language).maximize().region;
    return region && isCountryCode(region) ? region : null;
  } catch {
    return null; // not a valid language tag
  }
}

const countrySchema: StoredSchema<string | null> = {
  safeParse: (value) =>
    typeof value === 'string' && isCountryCode(value) ? { success: true, data: value } : { success: false },
};

const names = new Intl.DisplayNames(['en'], { type: 'region' });
/** The English name of a country code ("AT" → "Austria"). */
export const countryName = (code: string): string => names.of(code) ?? code;

export interface CountryState {
  /** ISO 3166-1 alpha-2; null on the server and during hydration (nothing is flagged before it is known). */
  country: string | null;
  /** 'language' until the shopper picks a country in the account settings. */
  source: 'language' | 'user';
}

const serverState: CountryState = { country: null, source: 'language' };

/** The shopper's country: their choice (localStorage `country`), else the browser language's country. */
export function createCountry(
  language: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
) {
  const stored = createStoredValue<string | null>({ key: 'country', schema: countrySchema, fallback: null });
  const fromLanguage = countryFromLanguage(language) ?? fallbackCountry;
  const snapshot = createStore<CountryState>({ country: fromLanguage, source: 'language' });
  const refresh = () => {
    const choice = stored.get();
    const prev = snapshot.get();
    const next: CountryState =
      choice === null ? { country: fromLanguage, source: 'language' } : { country: choice, source: 'user' };
    if (prev.country !== next.country || prev.source !== next.source) snapshot.set(next);
  };
  stored.subscribe(refresh);
  refresh();
  return {
    get: snapshot.get,
    getServerSnapshot: () => serverState,
    subscribe: snapshot.subscribe,
    set: (code: string) => stored.set(code),
  };
}

export type Country = ReturnType<typeof createCountry>;
export const country = createCountry();

export function useCountry(store: Country = country) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
  return { ...state, setCountry: store.set };
}
