export interface StoredValue<T> {
  get(): T;
  /** Replaces the value (also before `ready`: the new value wins over what was stored). */
  set(value: T): void;
  /** Changes the validated value: applied at once when ready, else as soon as it is (nothing stored is lost). */
  update(change: (current: T) => T): void;
  /** Removes the key; reads yield the fallback. */
  clear(): void;
  /** Calls `listener` after every change, in this tab or (through the `storage` event) in another one. */
  subscribe(listener: () => void): () => void;
  /** Settles once the stored value has been read through its schema. */
  ready: Promise<void>;
}

/** What validates a stored value: a zod schema, or anything with the same `safeParse`. */
export interface StoredSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface StoredValueOptions<T> {
  key: string;
  /**
   * Validates what is read. A promise defers the reading: the schema lives in a chunk loaded beside the first
   * page rather than in it, so until it arrives reads yield the fallback and `update`s wait.
   */
  schema: StoredSchema<T> | Promise<StoredSchema<T>>;
  fallback: T;
  /** Store the string itself instead of JSON (the session token is kept as a plain string). */
  raw?: boolean;
}

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
 * never thrown. Every change is written at once; the `storage` event keeps other tabs in step.
 */
export function createStoredValue<T>({
  key,
  schema: schemaOrPromise,
  fallback,
  raw = false,
}: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  let schema = 'safeParse' in schemaOrPromise ? schemaOrPromise : undefined;
  /** Set or cleared before the schema arrived: that choice wins over what was stored. */
  let replaced = false;

  const read = (validate: StoredSchema<T>): T => {
    const text = readStorage(key);
    if (text === null) return fallback;
    try {
      const parsed = validate.safeParse(raw ? text : JSON.parse(text));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  };

  let current = schema ? read(schema) : fallback;
  const emit = () => listeners.forEach((listener) => listener());

  const ready = schema
    ? Promise.resolve()
    : Promise.resolve(schemaOrPromise).then((loaded) => {
        schema = loaded;
        if (replaced) return;
        current = read(loaded);
        emit();
      });
  // A schema that cannot load leaves the stored value untouched; whoever awaits `ready` sees the failure.
  ready.catch((error: unknown) => console.error(`Could not read "${key}"`, error));

  // Another tab changed the value (key null: it cleared the whole storage).
  window.addEventListener('storage', (event) => {
    if (!schema || (event.key !== null && event.key !== key)) return;
    current = read(schema);
    emit();
  });

  const set = (value: T) => {
    replaced = true;
    current = value;
    writeStorage(key, raw ? String(value) : JSON.stringify(value));
    emit();
  };

  return {
    get: () => current,
    set,
    update(change) {
      if (schema) set(change(current));
      else
        void ready.then(
          () => set(change(current)),
          () => {},
        );
    },
    clear() {
      replaced = true;
      current = fallback;
      writeStorage(key, null);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
  };
}
