import type { FormStatusValue } from '@keyshop/ui';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/client';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false; message?: string };

/** The API's error for each field it refused (the first, when it names one field twice). */
export type FieldErrors = Partial<Record<string, string>>;

const fieldErrorsOf = (caught: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  if (caught instanceof ApiError)
    for (const { field, message } of caught.errors ?? []) errors[field] ??= message;
  return errors;
};

/**
 * The status of one form that talks to the API: idle → submitting → success | error (with the error's
 * message, and every field error the API gave, to show at each field). `run` ignores a second call while one
 * is in flight, so a double submit sends once.
 */
export function useFormSubmit() {
  const [status, setStatus] = useState<FormStatusValue>('idle');
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const busy = useRef(false);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<SubmitResult<T>> => {
    if (busy.current) return { ok: false };
    busy.current = true;
    setStatus('submitting');
    setError(undefined);
    setFieldErrors({});
    try {
      const value = await action();
      setStatus('success');
      return { ok: true, value };
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(message);
      setFieldErrors(fieldErrorsOf(caught));
      setStatus('error');
      return { ok: false, message };
    } finally {
      busy.current = false;
    }
  }, []);

  const reset = useCallback(() => {
    setStatus('idle');
    setError(undefined);
    setFieldErrors({});
  }, []);

  return { status, error, fieldErrors, run, reset };
}
