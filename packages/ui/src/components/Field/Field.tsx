import { cx } from 'class-variance-authority';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import * as styles from './Field.css';

export const fieldLayouts = ['stacked', 'inline'] as const;

/** What a Field hands to its control so label, description and error are wired once. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The props every form control shares with Field. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the label, read after the label. */
  description?: ReactNode;
  /** An error message; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Class of the field wrapper (the control takes the native props). */
  className?: string;
}

export interface FieldProps extends FieldBaseProps {
  /** The control's id; generated when absent. */
  id?: string;
  required?: boolean;
  /**
   * Shows the required mark without making the control natively required (it reports its own message).
   * @default required
   */
  requiredMark?: boolean;
  disabled?: boolean;
  /** Extra ids the control is described by (kept after the field's own). */
  'aria-describedby'?: string;
  /** `inline` puts the control before the label, as for a checkbox. */
  layout?: (typeof fieldLayouts)[number];
  /**
   * The control: a function of the props that wire it (client code), or the control element itself, which
   * receives them (usable from a Server Component).
   */
  children: ((control: FieldControlProps) => ReactNode) | ReactElement<FieldControlProps>;
}

/**
 * A label, optional description and error around one control. The required marker is visual only: the
 * control's native `required` is what screen readers announce.
 */
export function Field({
  id,
  label,
  description,
  error,
  required,
  requiredMark = required,
  disabled,
  layout = 'stacked',
  className,
  'aria-describedby': describedBy,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const inline = layout === 'inline';
  const textClass = inline ? styles.inlineText : undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    required,
    disabled,
    'aria-describedby': cx(errorId, descriptionId, describedBy) || undefined,
    'aria-invalid': error ? true : undefined,
  };
  const control =
    typeof children === 'function' ? children(controlProps) : cloneElement(children, controlProps);
  return (
    <div
      className={cx(styles.field, inline && styles.inline, className)}
      data-layout={layout}
      data-state={error ? 'invalid' : disabled ? 'disabled' : 'idle'}
    >
      {inline && control}
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {requiredMark && (
          <span aria-hidden className={styles.requiredMark}>
            *
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className={cx(styles.description, textClass)}>
          {description}
        </p>
      )}
      {!inline && control}
      {error && (
        <p id={errorId} className={cx(styles.error, textClass)}>
          {error}
        </p>
      )}
    </div>
  );
}
