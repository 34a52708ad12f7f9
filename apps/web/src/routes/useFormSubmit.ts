import type { FormStatusValue } from '@keyshop/ui';
import { useCallback, useRef, useState } from 'react';

/**
 * The status of one form that talks to the API: idle → submitting → success | error (with the error's
 * message). `run` ignores a second call while one is in flight, so a double submit sends once.
 */
export function useFormSubmit() {
  const [status, setStatus] = useState<FormStatusValue>('idle');
  const [error, setError] = useState<string>();
  const busy = useRef(false);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setStatus('submitting');
    setError(undefined);
    try {
      const result = await action();
      setStatus('success');
      return result;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setStatus('error');
      return undefined;
    } finally {
      busy.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    setStatus('idle');
    setError(undefined);
  }, []);

  return { status, error, run, reset };
}
