export interface StoredValue<T> {
  get(): T;
  /** What the server renders and hydration starts from: the fallback (storage is the browser's alone). */
  getServerSnapshot(): T;
  set(value: T): void;
  /** Changes the validated value. */
  update(change: (current: T) => T): void;
  /** Removes the key; reads yield the fallback. */
  clear(): void;
  /** Calls `listener` after every change, in this tab or (through the `storage` event) in another one. */
  subscribe(listener: () => void): () => void;
}

/** What validates a stored value: a zod schema, or anything with the same `safeParse`. */
export interface StoredSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface StoredValueOptions<T> {
  key: string;
  schema: StoredSchema<T>;
  fallback: T;
  /** Store the string itself instead of JSON (the session token is kept as a plain string). */
  raw?: boolean;
}

const inBrowser = typeof window !== 'undefined';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Could not save "${key}"`, error);
  }
}

/**
 * One typed value in localStorage. Reads parse and validate; anything unreadable yields the fallback and is
 * never thrown. Every change is written at once; the `storage` event keeps other tabs in step. On the server
 * it holds the fallback: components read it through `useSyncExternalStore` with `getServerSnapshot`, so the
 * hydrated page matches the server's HTML and shows the stored value right after.
 */
export function createStoredValue<T>({
  key,
  schema,
  fallback,
  raw = false,
}: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();

  const read = (): T => {
    const text = readStorage(key);
    if (text === null) return fallback;
    try {
      const parsed = schema.safeParse(raw ? text : JSON.parse(text));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  };

  let current = inBrowser ? read() : fallback;
  const emit = () => listeners.forEach((listener) => listener());

  // Another tab changed the value (key null: it cleared the whole storage).
  if (inBrowser) {
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== key) return;
      current = read();
      emit();
    });
  }

  const set = (value: T) => {
    current = value;
    writeStorage(key, raw ? String(value) : JSON.stringify(value));
    emit();
  };

  return {
    get: () => current,
    getServerSnapshot: () => fallback,
    set,
    // A change that returns the value itself changes nothing: no write, no listener called.
    update(change) {
      const next = change(current);
      if (next !== current) set(next);
    },
    clear() {
      current = fallback;
      writeStorage(key, null);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
