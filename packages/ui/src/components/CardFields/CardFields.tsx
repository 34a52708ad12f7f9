'use client';
import { cx } from 'class-variance-authority';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { TextField } from '../TextField';
import * as styles from './CardFields.css';
import {
  cardErrors,
  emptyCardDetails,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardDetails,
  type CardErrors,
  type CardFieldError,
} from './cardRules';

export interface CardFieldsLabels extends Record<CardFieldError, string> {
  legend: string;
  number: string;
  expiry: string;
  cvc: string;
  numberPlaceholder: string;
  expiryPlaceholder: string;
  cvcPlaceholder: string;
}

export const defaultCardFieldsLabels: CardFieldsLabels = {
  legend: 'Card details',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  numberPlaceholder: '1234 1234 1234 1234',
  expiryPlaceholder: 'MM/YY',
  cvcPlaceholder: 'CVC',
  numberRequired: 'Enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid: check the digits.',
  expiryRequired: 'Enter the expiry date.',
  expiryInvalid: 'Enter the expiry date as MM/YY, with a month from 01 to 12.',
  expiryPast: 'Your card has expired.',
  cvcRequired: 'Enter the security code from the back of your card.',
  cvcIncomplete: 'Your security code is incomplete.',
};

export interface CardFieldsProps extends Omit<
  ComponentPropsWithoutRef<'fieldset'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The fields' text (controlled); leave out and use `defaultValue` to let the fields keep it. */
  value?: CardDetails;
  defaultValue?: CardDetails;
  /** Every change, formatted, with the problems left (an empty object when the card can be sent). */
  onChange?: (value: CardDetails, errors: CardErrors) => void;
  /**
   * Show every field's message now (after a submit attempt). Otherwise a field shows its message once the
   * shopper has left it.
   */
  showErrors?: boolean;
  /** The day the expiry is checked against (stories and tests pin it). */
  today?: Date;
  labels?: Partial<CardFieldsLabels>;
}

type FieldName = keyof CardDetails;

/** The card after a field's new text, formatted: a new number also trims the CVC to its kind's length. */
const withField: Record<FieldName, (card: CardDetails, raw: string) => CardDetails> = {
  number: (card, raw) => {
    const number = formatCardNumber(raw);
    return { ...card, number, cvc: formatCvc(card.cvc, number) };
  },
  expiry: (card, raw) => ({ ...card, expiry: formatExpiry(raw) }),
  cvc: (card, raw) => ({ ...card, cvc: formatCvc(raw, card.number) }),
};

/** Where the caret goes after reformatting: after the same number of digits as before it. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!) && ++seen === digits) return index + 1;
  }
  return text.length;
}

/**
 * Card number, expiry (MM/YY) and CVC, formatted while typing, each with its own message: a missing,
 * incomplete or mistyped number (Luhn), a malformed or past expiry, a short CVC. Autocomplete tokens let the
 * browser fill a saved card.
 */
export function CardFields({
  value,
  defaultValue = emptyCardDetails,
  onChange,
  showErrors = false,
  today,
  labels,
  className,
  ...props
}: CardFieldsProps) {
  const text = { ...defaultCardFieldsLabels, ...labels };
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const card = value ?? ownValue;
  const errors = cardErrors(card, today);
  const caret = useRef<{ input: HTMLInputElement; digits: number }>(null);

  // Reformatting replaces the text: put the caret back after the digit it followed, not at the end.
  useLayoutEffect(() => {
    if (!caret.current) return;
    const { input } = caret.current;
    if (input === input.ownerDocument.activeElement) {
      const position = caretAfterDigits(input.value, caret.current.digits);
      input.setSelectionRange(position, position);
    }
    caret.current = null;
  });

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const before = raw.slice(0, event.currentTarget.selectionStart ?? raw.length);
    caret.current = { input: event.currentTarget, digits: before.replace(/\D/g, '').length };
    const next = withField[field](card, raw);
    if (value === undefined) setOwnValue(next);
    onChange?.(next, cardErrors(next, today));
  };

  const fieldProps = (field: FieldName) => {
    const error = errors[field];
    return {
      value: card[field],
      onChange: change(field),
      onBlur: () => setTouched((seen) => ({ ...seen, [field]: true })),
      error: error && (showErrors || touched[field]) ? text[error] : undefined,
      inputMode: 'numeric' as const,
      // Card digits read left to right in every language ("4242 4242", not "4242 4242" reversed).
      dir: 'ltr' as const,
      inputClassName: styles.digits,
      spellCheck: false,
      required: true,
    };
  };

  return (
    <fieldset {...props} className={cx(styles.fieldset, className)}>
      <legend className={styles.legend}>{text.legend}</legend>
      <TextField
        {...fieldProps('number')}
        label={text.number}
        name="cardNumber"
        autoComplete="cc-number"
        placeholder={text.numberPlaceholder}
        className={styles.number}
      />
      <TextField
        {...fieldProps('expiry')}
        label={text.expiry}
        name="cardExpiry"
        autoComplete="cc-exp"
        placeholder={text.expiryPlaceholder}
      />
      <TextField
        {...fieldProps('cvc')}
        label={text.cvc}
        name="cardCvc"
        autoComplete="cc-csc"
        placeholder={text.cvcPlaceholder}
      />
    </fieldset>
  );
}
