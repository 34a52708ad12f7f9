import { useEffect, useState } from 'react';

/** `value`, once it has stayed unchanged for `delay` ms; `initial` until then (by default the first value). */
export function useDebouncedValue<T>(value: T, delay: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
