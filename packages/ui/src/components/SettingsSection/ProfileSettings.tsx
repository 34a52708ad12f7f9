'use client';

import { Pencil, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Form, FormSubmit } from '../Form';
import { IconButton } from '../IconButton';
import { TextField } from '../TextField';
import { SettingsSection, type SettingsFormProps } from './SettingsSection';
import * as styles from './SettingsSection.css';

export const defaultProfileSettingsLabels = {
  /** Shown when the save failed and the app has no message of its own (`errorMessage`). */
  error: 'Error updating profile',
  title: 'Profile Settings',
  username: 'Username',
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save Changes',
  usernameRequired: 'Please enter a username',
} as const;
export type ProfileSettingsLabels = { [K in keyof typeof defaultProfileSettingsLabels]: string };

export interface ProfileSettingsProps extends SettingsFormProps {
  /** The saved username, shown read-only until Edit. */
  username: string;
  /** Save Changes with a non-blank username (trimmed). */
  onSave?: (username: string) => void;
  labels?: Partial<ProfileSettingsLabels>;
}

/**
 * Profile Settings: the username is read-only until the Edit toggle; while editing, the toggle becomes
 * Cancel (restoring the saved name) and Save Changes appears. Escape in the field cancels too.
 */
export function ProfileSettings({
  username,
  onSave,
  action,
  status = 'idle',
  errorMessage,
  successMessage,
  labels,
  headingLevel,
  className,
}: ProfileSettingsProps) {
  const text = { ...defaultProfileSettingsLabels, ...labels };
  // null: not editing, the field shows the saved name (and follows it when it changes).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownStatus, setShownStatus] = useState(status);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  const submitting = status === 'submitting';

  // A save that succeeded ends editing (adjusting state on a prop change, without an effect).
  if (status !== shownStatus) {
    setShownStatus(status);
    if (status === 'success') setDraft(null);
  }

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const toggle = () => {
    if (editing) return cancel();
    setDraft(username);
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && editing && !submitting) {
      event.preventDefault();
      cancel();
      toggleRef.current?.focus();
    }
  };
  const submit = () => {
    // Enter in the read-only field would submit implicitly: only an edit can be saved.
    if (draft === null) return;
    const name = draft.trim();
    if (!name) {
      setError(text.usernameRequired);
      inputRef.current?.focus();
      return;
    }
    onSave?.(name);
  };

  return (
    <SettingsSection title={text.title} headingLevel={headingLevel} className={className}>
      <Form
        status={status}
        errorMessage={errorMessage ?? text.error}
        successMessage={successMessage}
        data-editing={editing}
        className={styles.form}
        action={action}
        onSubmit={onSave && submit}
      >
        <div className={styles.editRow}>
          <TextField
            ref={inputRef}
            label={text.username}
            name="username"
            autoComplete="username"
            required
            readOnly={!editing}
            value={draft ?? username}
            error={error}
            className={styles.grow}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <IconButton
            ref={toggleRef}
            label={editing ? text.cancel : text.edit}
            title={editing ? text.cancel : text.edit}
            variant="secondary"
            disabled={submitting}
            className={styles.toggle}
            onClick={toggle}
          >
            {editing ? <X aria-hidden size={18} /> : <Pencil aria-hidden size={18} />}
          </IconButton>
        </div>
        {editing && (
          <div className={styles.actions}>
            <FormSubmit>{text.save}</FormSubmit>
          </div>
        )}
      </Form>
    </SettingsSection>
  );
}
