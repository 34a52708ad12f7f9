'use client';

import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { Form, FormSubmit } from '../Form';
import { SettingsSection, type SettingsFormProps } from './SettingsSection';
import * as styles from './SettingsSection.css';

export const defaultDeleteAccountLabels = {
  /** Shown when the save failed and the app has no message of its own (`errorMessage`). */
  error: 'Error deleting account',
  title: 'Delete Account',
  delete: 'Delete Account',
  confirmMessage: 'Are you sure you want to delete your account? This action cannot be undone.',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;
export type DeleteAccountLabels = { [K in keyof typeof defaultDeleteAccountLabels]: string };

export interface DeleteAccountProps extends SettingsFormProps {
  /** Called once the deletion is confirmed. */
  onDelete?: () => void;
  /** Text under the heading, e.g. what deleting removes. */
  description?: string;
  labels?: Partial<DeleteAccountLabels>;
}

/**
 * Delete Account: a danger button that opens an inline confirmation (an alertdialog naming the spec's
 * question) with Confirm and Cancel. The focus moves to Cancel, the safe choice; Cancel or Escape closes it
 * and returns the focus to Delete Account.
 */
export function DeleteAccount({
  onDelete,
  action,
  description,
  status = 'idle',
  errorMessage,
  successMessage,
  labels,
  headingLevel,
  className,
}: DeleteAccountProps) {
  const text = { ...defaultDeleteAccountLabels, ...labels };
  const messageId = useId();
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes after the confirmation opens or closes; null on first render.
  const focusTarget = useRef<'cancel' | 'delete' | null>(null);
  const submitting = status === 'submitting';

  useEffect(() => {
    const target = focusTarget.current === 'cancel' ? cancelRef : focusTarget.current ? deleteRef : null;
    target?.current?.focus();
    focusTarget.current = null;
  }, [confirming]);

  const open = () => {
    focusTarget.current = 'cancel';
    setConfirming(true);
  };
  const close = () => {
    focusTarget.current = 'delete';
    setConfirming(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !submitting) {
      event.preventDefault();
      close();
    }
  };

  return (
    <SettingsSection
      title={text.title}
      description={description}
      headingLevel={headingLevel}
      variant="danger"
      className={className}
    >
      <Form
        status={status}
        errorMessage={errorMessage ?? text.error}
        successMessage={successMessage}
        className={styles.form}
        action={action}
        onSubmit={onDelete && (() => onDelete())}
      >
        {confirming ? (
          // Escape closes the dialog (WAI-ARIA APG); the key reaches it from the buttons inside.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            role="alertdialog"
            aria-labelledby={messageId}
            className={styles.confirmation}
            onKeyDown={onKeyDown}
          >
            <p id={messageId} className={styles.confirmationText}>
              {text.confirmMessage}
            </p>
            <div className={styles.actions}>
              <FormSubmit variant="danger">{text.confirm}</FormSubmit>
              <Button ref={cancelRef} variant="secondary" disabled={submitting} onClick={close}>
                {text.cancel}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button ref={deleteRef} variant="danger" onClick={open}>
              <Trash2 aria-hidden size={18} />
              {text.delete}
            </Button>
          </div>
        )}
      </Form>
    </SettingsSection>
  );
}
