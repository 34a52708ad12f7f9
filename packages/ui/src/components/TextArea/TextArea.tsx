import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  /** Class of the textarea itself; `className` styles the field wrapper. */
  inputClassName?: string;
}

/** A labelled multi-line input that grows vertically on demand. */
export function TextArea({
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <Field
      {...{ label, description, error, className, id, required, disabled }}
      aria-describedby={describedBy}
    >
      {(wiring) => (
        <textarea
          {...props}
          {...wiring}
          rows={rows}
          className={cx(control, styles.textArea, inputClassName)}
        />
      )}
    </Field>
  );
}
