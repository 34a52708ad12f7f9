import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createStoredValue } from './storage';

const numbers = () =>
  createStoredValue({ key: 'numbers', schema: z.array(z.number()), fallback: [] as number[] });

/** What the browser fires in this tab when another tab writes to localStorage. */
function writeFromOtherTab(key: string | null, value: string | null) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

describe('stored value', () => {
  it('reads corrupt JSON or the wrong shape as the fallback, without throwing', () => {
    localStorage.setItem('numbers', '[1, 2');
    expect(numbers().get()).toEqual([]);
    localStorage.setItem('numbers', '["a"]');
    expect(numbers().get()).toEqual([]);
    localStorage.setItem('numbers', '[1,2]');
    expect(numbers().get()).toEqual([1, 2]);
  });

  it('writes every change and removes the key on clear', () => {
    const value = numbers();
    value.set([3]);
    expect(localStorage.getItem('numbers')).toBe('[3]');
    value.clear();
    expect(localStorage.getItem('numbers')).toBeNull();
    expect(value.get()).toEqual([]);
  });

  it('keeps a plain string as it is when raw', () => {
    const token = createStoredValue({
      key: 'token',
      schema: z.string().check(z.minLength(1)),
      fallback: null,
      raw: true,
    });
    token.set('abc.def');
    expect(localStorage.getItem('token')).toBe('abc.def');
    localStorage.setItem('token', '');
    expect(
      createStoredValue({
        key: 'token',
        schema: z.string().check(z.minLength(1)),
        fallback: null,
        raw: true,
      }).get(),
    ).toBeNull();
  });

  it('follows writes from other tabs, including corrupt ones and a cleared storage', () => {
    const value = numbers();
    const listener = vi.fn();
    value.subscribe(listener);

    writeFromOtherTab('numbers', '[4,5]');
    expect(value.get()).toEqual([4, 5]);
    writeFromOtherTab('unrelated', '1');
    expect(listener).toHaveBeenCalledTimes(1);
    writeFromOtherTab('numbers', 'garbage');
    expect(value.get()).toEqual([]);
    value.set([6]);
    writeFromOtherTab(null, null);
    expect(value.get()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('stored value whose schema loads later', () => {
  const later = () => {
    let resolve: (schema: z.ZodMiniType<number[]>) => void = () => {};
    const schema = new Promise<z.ZodMiniType<number[]>>((done) => (resolve = done));
    return { schema, arrive: () => resolve(z.array(z.number())) };
  };

  it('reads the fallback until the schema arrives, then the stored value, and tells subscribers', async () => {
    localStorage.setItem('numbers', '[1,2]');
    const { schema, arrive } = later();
    const value = createStoredValue({ key: 'numbers', schema, fallback: [] as number[] });
    const listener = vi.fn();
    value.subscribe(listener);
    expect(value.get()).toEqual([]);
    arrive();
    await value.ready;
    expect(value.get()).toEqual([1, 2]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('applies an update made before to the stored value, so nothing stored is lost', async () => {
    localStorage.setItem('numbers', '[1]');
    const { schema, arrive } = later();
    const value = createStoredValue({ key: 'numbers', schema, fallback: [] as number[] });
    value.update((list) => [...list, 2]);
    expect(localStorage.getItem('numbers')).toBe('[1]');
    arrive();
    await value.ready;
    expect(value.get()).toEqual([1, 2]);
    expect(localStorage.getItem('numbers')).toBe('[1,2]');
  });

  it('lets a value set before win over what was stored', async () => {
    localStorage.setItem('numbers', '[1]');
    const { schema, arrive } = later();
    const value = createStoredValue({ key: 'numbers', schema, fallback: [] as number[] });
    value.set([7]);
    arrive();
    await value.ready;
    expect(value.get()).toEqual([7]);
    expect(localStorage.getItem('numbers')).toBe('[7]');
  });

  it('leaves the storage untouched and says why when the schema cannot load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('numbers', '[1]');
    const value = createStoredValue<number[]>({
      key: 'numbers',
      schema: Promise.reject(new Error('offline')),
      fallback: [],
    });
    value.update((list) => [...list, 2]);
    await expect(value.ready).rejects.toThrow('offline');
    expect(localStorage.getItem('numbers')).toBe('[1]');
    expect(log).toHaveBeenCalledWith('Could not read "numbers"', expect.any(Error));
    log.mockRestore();
  });
});
