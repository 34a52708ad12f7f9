import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { FormAction, FormStatusValue } from '../Form';
import * as styles from './SettingsSection.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export const settingsSectionVariantNames = ['default', 'danger'] as const;

export interface SettingsSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The section heading, e.g. 'Profile Settings'. */
  title: ReactNode;
  description?: ReactNode;
  headingLevel?: HeadingLevel;
  /** `danger` marks a destructive section (Delete Account). */
  variant?: (typeof settingsSectionVariantNames)[number];
}

/** A titled panel of the account tab; its heading names the region. */
export function SettingsSection({
  title,
  description,
  headingLevel = 2,
  variant = 'default',
  className,
  children,
  ...props
}: SettingsSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-variant={variant}
      className={cx(styles.section, variant === 'danger' && styles.danger, className)}
    >
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}

/** What every settings form shares: the Form status the app owns, its messages and the heading level. */
export interface SettingsFormProps {
  /**
   * The section heading's level, to fit the page outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** A class on the section, after the library's. */
  className?: string;
  /** idle → submitting (submit busy) → success | error. */
  status?: FormStatusValue;
  /** The app's message (e.g. the server's), shown as an alert when status is error; `labels.error` otherwise. */
  errorMessage?: ReactNode;
  /** Shown (politely announced) when status is success. */
  successMessage?: ReactNode;
  /**
   * Where the form submits without `onSave`/`onDelete`: a URL or a server function, which receives the form's
   * fields (checked by the server then, not in the browser).
   */
  action?: FormAction;
}

/** The forms that ask for the current password: the server's refusal of it, shown at that field. */
export interface CurrentPasswordErrorProps {
  /** The server refused the current password (e.g. "Current password is incorrect"): shown at its field, focused. */
  currentPasswordError?: string;
}

/** Client-side checks that fail call this (the app shows a toast) besides marking the field. */
export type SettingsValidationHandler = (message: string) => void;
