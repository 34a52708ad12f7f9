import { useEffect, useRef, useState } from 'react';
import { Form, FormSubmit } from '../Form';
import { PasswordField } from '../PasswordField';
import { SettingsSection, type SettingsFormProps, type SettingsValidationHandler } from './SettingsSection';
import * as styles from './SettingsSection.css';

export const defaultPasswordSettingsLabels = {
  title: 'Password Settings',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Update Password',
  mismatch: 'Passwords do not match',
} as const;
export type PasswordSettingsLabels = { [K in keyof typeof defaultPasswordSettingsLabels]: string };

export interface PasswordSettingsValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordSettingsProps extends SettingsFormProps {
  onSave: (values: PasswordSettingsValues) => void;
  /** Called with 'Passwords do not match' when the new passwords differ (the app toasts it). */
  onValidationError?: SettingsValidationHandler;
  labels?: Partial<PasswordSettingsLabels>;
}

/**
 * Password Settings: current, new and confirmed password, all required. Differing new passwords are
 * reported through `onValidationError` and next to the confirmation, and nothing is sent. The fields clear
 * after a success.
 */
export function PasswordSettings({
  onSave,
  onValidationError,
  status = 'idle',
  errorMessage = 'Error updating password',
  successMessage,
  labels,
  headingLevel,
  className,
}: PasswordSettingsProps) {
  const text = { ...defaultPasswordSettingsLabels, ...labels };
  const [mismatch, setMismatch] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status === 'success') formRef.current?.reset();
  }, [status]);

  const submit = (data: FormData) => {
    const values = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    };
    if (values.newPassword !== values.confirmPassword) {
      setMismatch(true);
      onValidationError?.(text.mismatch);
      confirmRef.current?.focus();
      return;
    }
    onSave(values);
  };
  const clearMismatch = () => setMismatch(false);

  return (
    <SettingsSection title={text.title} headingLevel={headingLevel} className={className}>
      <Form
        ref={formRef}
        status={status}
        errorMessage={errorMessage}
        successMessage={successMessage}
        className={styles.form}
        onSubmit={submit}
      >
        <PasswordField
          label={text.currentPassword}
          toggleLabel={`Show ${text.currentPassword.toLowerCase()}`}
          name="currentPassword"
          autoComplete="current-password"
          required
        />
        <PasswordField
          label={text.newPassword}
          toggleLabel={`Show ${text.newPassword.toLowerCase()}`}
          name="newPassword"
          autoComplete="new-password"
          required
          onChange={clearMismatch}
        />
        <PasswordField
          ref={confirmRef}
          label={text.confirmPassword}
          toggleLabel={`Show ${text.confirmPassword.toLowerCase()}`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={mismatch ? text.mismatch : null}
          onChange={clearMismatch}
        />
        <div className={styles.actions}>
          <FormSubmit>{text.submit}</FormSubmit>
        </div>
      </Form>
    </SettingsSection>
  );
}
