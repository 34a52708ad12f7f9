import type { FormStatusValue } from '@keyshop/ui';
import { useCallback, useRef, useState } from 'react';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false; message?: string };

/**
 * The status of one form that talks to the API: idle → submitting → success | error (with the error's
 * message). `run` ignores a second call while one is in flight, so a double submit sends once.
 */
export function useFormSubmit() {
  const [status, setStatus] = useState<FormStatusValue>('idle');
  const [error, setError] = useState<string>();
  const busy = useRef(false);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<SubmitResult<T>> => {
    if (busy.current) return { ok: false };
    busy.current = true;
    setStatus('submitting');
    setError(undefined);
    try {
      const value = await action();
      setStatus('success');
      return { ok: true, value };
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(message);
      setStatus('error');
      return { ok: false, message };
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
