'use client';

import { useState } from 'react';

/**
 * The library's one state rule: a parent owns the state when it passes `value` (controlled), otherwise the
 * component keeps it from `defaultValue` (uncontrolled); `onChange` hears every change either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [controlled ? value : own, set];
}
