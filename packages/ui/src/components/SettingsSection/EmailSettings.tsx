'use client';

import { useRef } from 'react';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import type {
  CurrentPasswordErrorProps,
  SettingsFormProps,
  SettingsValidationHandler,
} from './SettingsSection';
import { SettingsSectionForm, useFocusOnError } from './SettingsSectionForm';

export const defaultEmailSettingsLabels = {
  /** Shown when the save failed and the app has no message of its own (`errorMessage`). */
  error: 'Error updating email',
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

export interface EmailSettingsProps extends SettingsFormProps, CurrentPasswordErrorProps {
  onSave?: (values: EmailSettingsValues) => void;
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
  currentPasswordError,
  onSave,
  action,
  onValidationError,
  status,
  errorMessage,
  successMessage,
  labels,
  headingLevel,
  className,
}: EmailSettingsProps) {
  const text = { ...defaultEmailSettingsLabels, ...labels };
  const passwordRef = useRef<HTMLInputElement>(null);
  useFocusOnError(passwordRef, currentPasswordError);
  return (
    <SettingsSectionForm
      title={text.title}
      submitLabel={text.submit}
      errorMessage={errorMessage ?? text.error}
      {...{ status, successMessage, headingLevel, className, onSave, action, onValidationError }}
      read={(data): EmailSettingsValues => ({
        email: String(data.get('email') ?? '').trim(),
        currentPassword: String(data.get('currentPassword') ?? ''),
      })}
      validate={(values) => (values.currentPassword ? undefined : text.currentPasswordRequired)}
      invalidFieldRef={passwordRef}
    >
      {(error, clearError) => (
        <>
          <TextField label={text.email} name="email" type="email" autoComplete="email" required />
          {/* Not natively required: the spec's own message must be the one reported when it is empty. */}
          <PasswordField
            ref={passwordRef}
            label={text.currentPassword}
            name="currentPassword"
            autoComplete="current-password"
            aria-required
            error={error ?? currentPasswordError}
            onChange={clearError}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
