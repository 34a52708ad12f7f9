import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  /** Class of the textarea itself; `className` styles the field wrapper. */
  inputClassName?: string;
}

/** A labelled multi-line input that grows vertically on demand. */
export function TextArea({ inputClassName, rows = 4, ...rest }: TextAreaProps) {
  const { field, control: props } = splitFieldProps(rest);
  return (
    <Field {...field}>
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
