'use client';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { cva, cx } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useDirection, type Direction } from '../DirectionProvider/DirectionProvider';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export const radioGroupVariants = /* @__PURE__ */ cva(styles.options, {
  variants: { orientation: styles.orientations },
  defaultVariants: { orientation: 'vertical' },
});

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  /** Help text under the option's label, read with it. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's name (its label), e.g. "Delivery". */
  label: ReactNode;
  /** Help text under the label, read after it. */
  description?: ReactNode;
  /** An error message; marks the group invalid and is read with it. */
  error?: ReactNode;
  options: readonly RadioGroupOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The form field's name: the checked value is submitted under it. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: (typeof radioGroupOrientations)[number];
  /** Reading direction for the arrow keys; the `DirectionProvider`'s or the page's when absent. */
  dir?: Direction;
  /** Class of the field wrapper. */
  className?: string;
  id?: string;
}

/**
 * A set of radio buttons as one form field (WAI-ARIA radio group): Tab enters at the checked option, the arrow
 * keys move and check, Space checks the focused option. Label, description and error work as in Field.
 */
export function RadioGroup({
  label,
  description,
  error,
  options,
  orientation,
  className,
  id,
  dir,
  ...props
}: RadioGroupProps) {
  const generatedId = useId();
  const direction = useDirection(dir);
  const groupId = id ?? generatedId;
  const labelId = `${groupId}-label`;
  const descriptionId = description ? `${groupId}-description` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <div
      className={cx(fieldStyles.field, className)}
      data-state={error ? 'invalid' : props.disabled ? 'disabled' : 'idle'}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {props.required && (
          <span aria-hidden className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </span>
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <RadixRadioGroup.Root
        {...props}
        id={groupId}
        dir={direction}
        orientation={orientation}
        aria-labelledby={labelId}
        aria-describedby={cx(errorId, descriptionId) || undefined}
        aria-invalid={error ? true : undefined}
        aria-required={props.required || undefined}
        data-orientation={orientation ?? 'vertical'}
        className={radioGroupVariants({ orientation })}
      >
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          const optionDescriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={optionDescriptionId}
                className={styles.radio}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
              <label htmlFor={optionId} className={styles.optionLabel}>
                {option.label}
              </label>
              {option.description && (
                <p id={optionDescriptionId} className={cx(fieldStyles.description, fieldStyles.inlineText)}>
                  {option.description}
                </p>
              )}
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
