import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  /** Class of the input itself; `className` styles the field wrapper. */
  inputClassName?: string;
}

/** A native checkbox with its label to the right; Space toggles it, as the platform does. */
export function Checkbox({ inputClassName, ...rest }: CheckboxProps) {
  const { field, control: props } = splitFieldProps(rest);
  return (
    <Field {...field} layout="inline">
      {(wiring) => (
        <input {...props} {...wiring} type="checkbox" className={cx(styles.checkbox, inputClassName)} />
      )}
    </Field>
  );
}
