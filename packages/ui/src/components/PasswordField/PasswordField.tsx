'use client';

import { cx } from 'class-variance-authority';
import { useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import { control } from '../Field/Field.css';
import { IconButton } from '../IconButton';
import * as styles from './PasswordField.css';

export interface PasswordFieldLabels {
  /** Name of the show/hide toggle; its pressed state says whether the password is visible. */
  toggle: string;
}

export const defaultPasswordFieldLabels: PasswordFieldLabels = {
  toggle: 'Show password',
};

export interface PasswordFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  labels?: Partial<PasswordFieldLabels>;
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Class of the input itself; `className` styles the field wrapper. */
  inputClassName?: string;
}

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg
    aria-hidden="true"
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="m3 3 18 18" />}
  </svg>
);

/**
 * A password input with a show/hide toggle button. The toggle keeps one name and reports its state with
 * aria-pressed (WAI-ARIA APG: a toggle's label must not change with its state). A pointer click leaves the
 * focus (and caret) in the input; from the keyboard the toggle keeps the focus like any button.
 */
export function PasswordField({
  inputClassName,
  defaultVisible = false,
  autoComplete = 'current-password',
  labels,
  ...rest
}: PasswordFieldProps) {
  const text = { ...defaultPasswordFieldLabels, ...labels };
  const { field, control: props } = splitFieldProps(rest);
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field {...field}>
      {(wiring) => {
        const toggle = (event: MouseEvent<HTMLButtonElement>) => {
          setVisible((value) => !value);
          // detail > 0: a pointer click, not Enter/Space on the focused toggle.
          if (event.detail > 0) event.currentTarget.ownerDocument.getElementById(wiring.id)?.focus();
        };
        return (
          <span className={styles.wrapper}>
            <input
              {...props}
              {...wiring}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              data-state={visible ? 'visible' : 'hidden'}
              className={cx(control, styles.input, inputClassName)}
            />
            <IconButton
              label={text.toggle}
              size="sm"
              aria-pressed={visible}
              aria-controls={wiring.id}
              disabled={field.disabled}
              className={styles.toggle}
              onMouseDown={(event) => event.preventDefault()}
              onClick={toggle}
            >
              <EyeIcon crossed={visible} />
            </IconButton>
          </span>
        );
      }}
    </Field>
  );
}
