import { useEffect, useRef, useState } from 'react';
import { Form, FormSubmit } from '../Form';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { SettingsSection, type SettingsFormProps, type SettingsValidationHandler } from './SettingsSection';
import * as styles from './SettingsSection.css';

export const defaultEmailSettingsLabels = {
  title: 'Email Settings',
  email: 'New Email',
  currentPassword: 'Current Password',
  submit: 'Update Email',
  currentPasswordRequired: 'Please enter your current password',
} as const;
export type EmailSettingsLabels = { [K in keyof typeof defaultEmailSettingsLabels]: string };

export interface EmailSettingsValues {
  email: string;
  currentPassword: string;
}

export interface EmailSettingsProps extends SettingsFormProps {
  onSave: (values: EmailSettingsValues) => void;
  /** Called with 'Please enter your current password' when it is missing (the app toasts it). */
  onValidationError?: SettingsValidationHandler;
  labels?: Partial<EmailSettingsLabels>;
}

/**
 * Email Settings: a new email (required, type email; the browser checks it) and the current password. A
 * missing password is reported through `onValidationError` and next to the field, and nothing is sent.
 * The fields clear after a success.
 */
export function EmailSettings({
  onSave,
  onValidationError,
  status = 'idle',
  errorMessage = 'Error updating email',
  successMessage,
  labels,
  headingLevel,
  className,
}: EmailSettingsProps) {
  const text = { ...defaultEmailSettingsLabels, ...labels };
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status === 'success') formRef.current?.reset();
  }, [status]);

  const submit = (data: FormData) => {
    const email = String(data.get('email') ?? '').trim();
    const currentPassword = String(data.get('currentPassword') ?? '');
    if (!currentPassword) {
      setPasswordError(text.currentPasswordRequired);
      onValidationError?.(text.currentPasswordRequired);
      passwordRef.current?.focus();
      return;
    }
    onSave({ email, currentPassword });
  };

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
        <TextField label={text.email} name="email" type="email" autoComplete="email" required />
        {/* Not natively required: the spec's own message must be the one reported when it is empty. */}
        <PasswordField
          ref={passwordRef}
          label={text.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          aria-required
          error={passwordError}
          onChange={() => setPasswordError(null)}
        />
        <div className={styles.actions}>
          <FormSubmit>{text.submit}</FormSubmit>
        </div>
      </Form>
    </SettingsSection>
  );
}
