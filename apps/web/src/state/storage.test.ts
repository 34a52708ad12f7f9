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

  it('gives the fallback as the server snapshot, whatever is stored', () => {
    localStorage.setItem('numbers', '[1,2]');
    const value = numbers();
    expect(value.get()).toEqual([1, 2]);
    expect(value.getServerSnapshot()).toEqual([]);
  });
});
