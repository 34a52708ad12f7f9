'use client';
import * as RadixSwitch from '@radix-ui/react-switch';
import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { splitFieldProps } from '../Field/splitFieldProps';
import * as styles from './Switch.css';

export interface SwitchProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'className' | 'asChild'> {
  /** Whether it is on, controlled: pass back what `onCheckedChange` reports. */
  checked?: boolean;
  /**
   * Whether it is on at first, uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * In a form: must be on to submit (its value is sent as `name`=`value` when on).
   * @default false
   */
  required?: boolean;
  /** Class of the switch itself; `className` styles the field wrapper. */
  switchClassName?: string;
}

/**
 * An on/off setting that applies at once (WAI-ARIA switch): Space or Enter toggles it, a click on its label
 * too. Use Checkbox for a choice submitted with a form. Label, description and error work as in Field.
 */
export function Switch({ switchClassName, ...rest }: SwitchProps) {
  const { field, control: props } = splitFieldProps(rest);
  return (
    <Field {...field} layout="inline">
      {(wiring) => (
        <RadixSwitch.Root {...props} {...wiring} className={cx(styles.track, switchClassName)}>
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      )}
    </Field>
  );
}
