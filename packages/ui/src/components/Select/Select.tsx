import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { control } from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'className' | 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a platform"); with `required`, the browser demands a real choice. */
  placeholder?: string;
  /** Class of the select itself; `className` styles the field wrapper. */
  inputClassName?: string;
}

/** A labelled native `<select>`: the platform's own keyboard and screen-reader support, styled. */
export function Select({ inputClassName, options, placeholder, ...rest }: SelectProps) {
  const { field, control: props } = splitFieldProps(rest);
  // The browser never picks a disabled placeholder itself: unset, it is chosen here, or the first real option
  // would show as if chosen.
  const unset = placeholder !== undefined && props.value === undefined && props.defaultValue === undefined;
  return (
    <Field {...field}>
      {(wiring) => (
        <span className={styles.wrapper}>
          <select
            {...(unset && { defaultValue: '' })}
            {...props}
            {...wiring}
            className={cx(control, styles.select, inputClassName)}
          >
            {placeholder !== undefined && (
              <option value="" disabled={field.required}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            className={styles.chevron}
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m4 6 4 4 4-4" />
          </svg>
        </span>
      )}
    </Field>
  );
}
