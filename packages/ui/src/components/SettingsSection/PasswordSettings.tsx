'use client';

import { useRef } from 'react';
import { PasswordField } from '../PasswordField';
import type {
  CurrentPasswordErrorProps,
  SettingsFormProps,
  SettingsValidationHandler,
} from './SettingsSection';
import { SettingsSectionForm, useFocusOnError } from './SettingsSectionForm';

export const defaultPasswordSettingsLabels = {
  /** Shown when the save failed and the app has no message of its own (`errorMessage`). */
  error: 'Error updating password',
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

export interface PasswordSettingsProps extends SettingsFormProps, CurrentPasswordErrorProps {
  onSave?: (values: PasswordSettingsValues) => void;
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
}: PasswordSettingsProps) {
  const text = { ...defaultPasswordSettingsLabels, ...labels };
  const confirmRef = useRef<HTMLInputElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  useFocusOnError(currentRef, currentPasswordError);
  return (
    <SettingsSectionForm
      title={text.title}
      submitLabel={text.submit}
      errorMessage={errorMessage ?? text.error}
      {...{ status, successMessage, headingLevel, className, onSave, action, onValidationError }}
      read={(data): PasswordSettingsValues => ({
        currentPassword: String(data.get('currentPassword') ?? ''),
        newPassword: String(data.get('newPassword') ?? ''),
        confirmPassword: String(data.get('confirmPassword') ?? ''),
      })}
      validate={(values) => (values.newPassword !== values.confirmPassword ? text.mismatch : undefined)}
      invalidFieldRef={confirmRef}
    >
      {(error, clearError) => (
        <>
          <PasswordField
            ref={currentRef}
            label={text.currentPassword}
            labels={{ toggle: `Show ${text.currentPassword.toLowerCase()}` }}
            name="currentPassword"
            autoComplete="current-password"
            required
            error={currentPasswordError}
          />
          <PasswordField
            label={text.newPassword}
            labels={{ toggle: `Show ${text.newPassword.toLowerCase()}` }}
            name="newPassword"
            autoComplete="new-password"
            required
            onChange={clearError}
          />
          <PasswordField
            ref={confirmRef}
            label={text.confirmPassword}
            labels={{ toggle: `Show ${text.confirmPassword.toLowerCase()}` }}
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={error}
            onChange={clearError}
          />
        </>
      )}
    </SettingsSectionForm>
  );
}
