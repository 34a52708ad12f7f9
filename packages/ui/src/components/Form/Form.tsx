'use client';

import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import * as styles from './Form.css';
import { FormStatus, FormStatusContext, type FormStatusValue } from './FormStatus';

/** Where a form goes without `onSubmit`: a URL, or a React server function (`'use server'`) of the app. */
export type FormAction = string | ((formData: FormData) => void | Promise<void>);

export interface FormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** Owned by the caller: idle → submitting → success | error. */
  status?: FormStatusValue;
  /** Shown (and announced politely) when status is success. */
  successMessage?: ReactNode;
  /** The server's message, shown as an alert when status is error. */
  errorMessage?: ReactNode;
  /**
   * Called with the form's data once the browser's own validation (required, type=email…) has passed.
   * The page never reloads; a submit while already submitting is ignored. Without it, the form submits to its
   * `action` (a URL or a server function), which works from a Server Component and before hydration.
   */
  onSubmit?: (data: FormData, event: FormEvent<HTMLFormElement>) => void;
}

/** A form with an explicit submit status, shared with its FormSubmit button and announced to all users. */
export function Form({
  status = 'idle',
  successMessage,
  errorMessage,
  onSubmit,
  className,
  children,
  ...props
}: FormProps) {
  const handleSubmit =
    onSubmit &&
    ((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status !== 'submitting') onSubmit(new FormData(event.currentTarget), event);
    });
  return (
    <FormStatusContext value={status}>
      <form
        {...props}
        aria-busy={status === 'submitting' || undefined}
        data-state={status}
        className={cx(styles.form, className)}
        onSubmit={handleSubmit}
      >
        {children}
        <FormStatus status={status} successMessage={successMessage} errorMessage={errorMessage} />
      </form>
    </FormStatusContext>
  );
}
