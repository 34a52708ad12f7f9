'use client';
import { cx } from 'class-variance-authority';
import { useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { control } from '../Field/Field.css';
import { splitFieldProps } from '../Field/splitFieldProps';
import { defaultLocale } from '../../utils/locale';
import * as styles from './DateTimeField.css';

/** The native checks a date-time input can fail, in the order they are reported. */
export const dateTimeProblems = ['valueMissing', 'badInput', 'rangeUnderflow', 'rangeOverflow'] as const;
export type DateTimeProblem = (typeof dateTimeProblems)[number];

export interface DateTimeFieldLabels {
  valueMissing: string;
  /** The date or time is only partly filled in. */
  badInput: string;
  /** Earlier than `min` (given formatted). */
  rangeUnderflow: (min: string) => string;
  /** Later than `max` (given formatted). */
  rangeOverflow: (max: string) => string;
}

export const defaultDateTimeFieldLabels: DateTimeFieldLabels = {
  valueMissing: 'Enter a date and time.',
  badInput: 'Enter a complete date and time: day, month, year, hours and minutes.',
  rangeUnderflow: (min) => `Choose ${min} or later.`,
  rangeOverflow: (max) => `Choose ${max} or earlier.`,
};

export interface DateTimeFieldProps
  extends
    FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'value' | 'defaultValue' | 'min' | 'max'> {
  /**
   * The local date and time, `YYYY-MM-DDTHH:mm` ('' when empty), controlled; with a `step` under a minute (e.g.
   * 1, seconds) also `YYYY-MM-DDTHH:mm:ss`.
   */
  value?: string;
  /** The starting value when the field keeps its own. */
  defaultValue?: string;
  /** Every change of the value ('' while it is empty or incomplete). */
  onValueChange?: (value: string) => void;
  /** The earliest allowed value, `YYYY-MM-DDTHH:mm`. */
  min?: string;
  /** The latest allowed value, `YYYY-MM-DDTHH:mm`. */
  max?: string;
  /**
   * Formats the value under the field and `min`/`max` in the messages (the browser's picker keeps its own).
   * @default 'en-IE'
   */
  locale?: string;
  /** Class of the input itself; `className` styles the field wrapper. */
  inputClassName?: string;
  labels?: Partial<DateTimeFieldLabels>;
}

const firstProblem = (input: HTMLInputElement) => dateTimeProblems.find((key) => input.validity[key]);

function formatLocal(value: string, locale: string, seconds = false) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeStyle = seconds ? 'medium' : 'short';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle }).format(date);
}

/**
 * A labelled local date and time (the browser's own `datetime-local` picker) in the Field pattern. It checks
 * what the browser checks (required, complete, `min`/`max`) and says what is wrong in words once the user
 * leaves the field or submits the form; an `error` from the app (e.g. "The sale must end after it starts")
 * takes its place.
 */
export function DateTimeField({
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  onInvalid,
  min,
  max,
  locale = defaultLocale,
  inputClassName,
  labels,
  ...rest
}: DateTimeFieldProps) {
  const text = { ...defaultDateTimeFieldLabels, ...labels };
  const { field, control: props } = splitFieldProps(rest);
  const ref = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<DateTimeProblem>();
  // Messages show once the user has left the field (or a submit found it invalid), then follow every change.
  const [checking, setChecking] = useState(false);
  // The picker shows the value in the browser's format: the field repeats it in its own locale underneath.
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const shown = value ?? ownValue;

  // A value that arrives out of range (e.g. a saved sale) is flagged at once; an empty field waits for the user.
  useEffect(() => {
    const input = ref.current;
    if (input?.value) {
      setProblem(firstProblem(input));
      setChecking(true);
    }
  }, [value, min, max]);

  const message =
    problem &&
    {
      valueMissing: text.valueMissing,
      badInput: text.badInput,
      rangeUnderflow: text.rangeUnderflow(formatLocal(min ?? '', locale)),
      rangeOverflow: text.rangeOverflow(formatLocal(max ?? '', locale)),
    }[problem];

  // A step that is no whole number of minutes shows seconds too: the input is wider.
  const seconds = props.step !== undefined && Number(props.step) % 60 !== 0;

  const setRefs = (node: HTMLInputElement | null) => {
    ref.current = node;
    const outer = props.ref;
    if (typeof outer === 'function') outer(node);
    else if (outer) outer.current = node;
  };

  return (
    <Field {...field} error={field.error ?? message}>
      {(wiring) => (
        <>
          <input
            {...props}
            {...wiring}
            ref={setRefs}
            type="datetime-local"
            value={value}
            defaultValue={defaultValue}
            min={min}
            max={max}
            data-problem={problem}
            data-precision={seconds ? 'seconds' : undefined}
            className={cx(control, styles.input, inputClassName)}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange?.(event);
              setOwnValue(event.currentTarget.value);
              onValueChange?.(event.currentTarget.value);
              if (checking) setProblem(firstProblem(event.currentTarget));
            }}
            onBlur={(event) => {
              onBlur?.(event);
              setProblem(firstProblem(event.currentTarget));
              setChecking(true);
            }}
            onInvalid={(event) => {
              onInvalid?.(event);
              setProblem(firstProblem(event.currentTarget));
              setChecking(true);
            }}
          />
          {shown && (
            // Said again for sighted users only: the input itself reads its value to assistive technology.
            <p aria-hidden className={styles.readout}>
              {formatLocal(shown, locale, seconds)}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
