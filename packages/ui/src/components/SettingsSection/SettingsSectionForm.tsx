'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, FormSubmit } from '../Form';
import { SettingsSection, type SettingsFormProps, type SettingsValidationHandler } from './SettingsSection';
import * as styles from './SettingsSection.css';

export interface SettingsSectionFormProps<V> extends SettingsFormProps {
  title: string;
  submitLabel: string;
  /** Reads the values from the submitted form. */
  read: (data: FormData) => V;
  /** The message of a failed check, or undefined when the values may be saved. */
  validate: (values: V) => string | undefined;
  onSave?: (values: V) => void;
  /** Called with a failed check's message (the app toasts it). */
  onValidationError?: SettingsValidationHandler;
  /** The field that shows a failed check's message; it takes the focus. */
  invalidFieldRef: RefObject<HTMLInputElement | null>;
  /** The fields, given the failed check's message (null when none) and a way to clear it as the user types. */
  children: (error: string | null, clearError: () => void) => ReactNode;
}

/** Moves the focus to `field` when a new server error for it arrives (after a save), so it is read with it. */
export function useFocusOnError(field: RefObject<HTMLInputElement | null>, error: string | undefined): void {
  const shown = useRef(error);
  useEffect(() => {
    if (error && error !== shown.current) field.current?.focus();
    shown.current = error;
  }, [field, error]);
}

/**
 * The shell of a "validate, then save" settings form: a failed check is reported through
 * `onValidationError` and next to its field, which takes the focus, and nothing is sent. The fields clear
 * after a success.
 */
export function SettingsSectionForm<V>({
  title,
  submitLabel,
  read,
  validate,
  onSave,
  action,
  onValidationError,
  invalidFieldRef,
  status = 'idle',
  errorMessage,
  successMessage,
  headingLevel,
  className,
  children,
}: SettingsSectionFormProps<V>) {
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status === 'success') formRef.current?.reset();
  }, [status]);

  const submit = (data: FormData) => {
    const values = read(data);
    const message = validate(values);
    if (message !== undefined) {
      setError(message);
      onValidationError?.(message);
      invalidFieldRef.current?.focus();
      return;
    }
    onSave?.(values);
  };

  return (
    <SettingsSection title={title} headingLevel={headingLevel} className={className}>
      <Form
        ref={formRef}
        // Its fields carry passwords: a submit before hydration never puts them in a URL.
        method="post"
        status={status}
        errorMessage={errorMessage}
        successMessage={successMessage}
        className={styles.form}
        action={action}
        onSubmit={onSave && submit}
      >
        {children(error, () => setError(null))}
        <div className={styles.actions}>
          <FormSubmit>{submitLabel}</FormSubmit>
        </div>
      </Form>
    </SettingsSection>
  );
}
