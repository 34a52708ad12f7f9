import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { control } from '../Field/Field.css';

/** Text-like input types; passwords have their own PasswordField. */
export const textFieldTypes = ['text', 'email', 'search', 'number', 'tel', 'url'] as const;

export interface TextFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  type?: (typeof textFieldTypes)[number];
  /** Class of the input itself; `className` styles the field wrapper. */
  inputClassName?: string;
}

/** A labelled single-line input. All native input props (name, value, onChange, autoComplete…) pass through. */
export function TextField({ inputClassName, type = 'text', ...rest }: TextFieldProps) {
  const { field, control: props } = splitFieldProps(rest);
  return (
    <Field {...field}>
      {(wiring) => (
        <input {...props} {...wiring} type={type} data-type={type} className={cx(control, inputClassName)} />
      )}
    </Field>
  );
}
