import { cx } from 'class-variance-authority';
import { createContext, type ReactNode } from 'react';
import * as styles from './Form.css';

export const formStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type FormStatusValue = (typeof formStatuses)[number];

export const FormStatusContext = /* @__PURE__ */ createContext<FormStatusValue>('idle');

export interface FormStatusProps {
  status: FormStatusValue;
  successMessage?: ReactNode;
  errorMessage?: ReactNode;
}

/**
 * The form's outcome. The polite status region is always in the page so its later content is announced;
 * a server error is an alert, read at once.
 */
export function FormStatus({ status, successMessage, errorMessage }: FormStatusProps) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status === 'success' && successMessage && (
          <p className={cx(styles.notice, styles.tones.success)}>{successMessage}</p>
        )}
      </div>
      {status === 'error' && errorMessage && (
        <p role="alert" className={cx(styles.notice, styles.tones.error)}>
          {errorMessage}
        </p>
      )}
    </>
  );
}
