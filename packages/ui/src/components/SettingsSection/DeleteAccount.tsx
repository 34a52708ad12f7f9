'use client';

import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { Form } from '../Form';
import { SettingsSection, type SettingsFormProps } from './SettingsSection';
import * as styles from './SettingsSection.css';

export const defaultDeleteAccountLabels = {
  /** Shown when the save failed and the app has no message of its own (`errorMessage`). */
  error: 'Error deleting account',
  title: 'Delete Account',
  delete: 'Delete Account',
  /** The confirmation's title, which names it. */
  confirmTitle: 'Are you sure you want to delete your account?',
  /** The confirmation's message, read with its title. */
  confirmDescription: 'This action cannot be undone.',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;
export type DeleteAccountLabels = { [K in keyof typeof defaultDeleteAccountLabels]: string };

export interface DeleteAccountProps extends SettingsFormProps {
  /**
   * Called once the deletion is confirmed. A returned promise keeps the confirmation open and busy until it
   * settles; it then closes (resolved) or stays open for a retry (rejected). Without it, confirming submits the
   * form to `action`.
   */
  onDelete?: () => Promise<unknown> | void;
  /** Text under the heading, e.g. what deleting removes. */
  description?: string;
  /** Whether the confirmation is open, controlled: pass back what `onOpenChange` reports. */
  open?: boolean;
  /**
   * Start with the confirmation open (stories, tests).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the confirmation opens or closes. */
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<DeleteAccountLabels>;
}

/**
 * Delete Account: a danger button that asks in the library's AlertDialog ("Are you sure…?") with Cancel and
 * Confirm. The focus starts on Cancel, the safe choice; Cancel or Escape closes it and returns the focus to
 * Delete Account, which is busy while the app's `status` is `submitting`.
 */
export function DeleteAccount({
  onDelete,
  action,
  description,
  open,
  defaultOpen = false,
  onOpenChange,
  status = 'idle',
  errorMessage,
  successMessage,
  labels,
  headingLevel,
  className,
}: DeleteAccountProps) {
  const text = { ...defaultDeleteAccountLabels, ...labels };
  const form = useRef<HTMLFormElement>(null);
  // The confirmation lives outside the form (a modal in a portal), so it submits the form itself.
  const confirm = onDelete ?? (() => form.current?.requestSubmit());

  return (
    <SettingsSection
      title={text.title}
      description={description}
      headingLevel={headingLevel}
      variant="danger"
      className={className}
    >
      <Form
        ref={form}
        status={status}
        errorMessage={errorMessage ?? text.error}
        successMessage={successMessage}
        className={styles.form}
        action={action}
      >
        <div className={styles.actions}>
          <AlertDialog
            trigger={
              <Button variant="danger" loading={status === 'submitting'}>
                <Trash2 aria-hidden size={18} />
                {text.delete}
              </Button>
            }
            title={text.confirmTitle}
            description={text.confirmDescription}
            variant="danger"
            onConfirm={confirm}
            open={open}
            defaultOpen={defaultOpen}
            onOpenChange={onOpenChange}
            labels={{ cancel: text.cancel, confirm: text.confirm }}
          />
        </div>
      </Form>
    </SettingsSection>
  );
}
