'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { cx } from 'class-variance-authority';
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../Button';
import { Select, type SelectProps } from '../Select';
import { useEnteredBeforeHydration } from '../../utils/useEnteredBeforeHydration';
import * as styles from './SortSelect.css';

/** The catalogue's orders, with their readable labels (values as the API's `sortBy`). */
export const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'new', label: 'Newest' },
  { value: 'bestsellers', label: 'Bestsellers' },
  { value: 'trending', label: 'Trending' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A–Z' },
  { value: 'name-desc', label: 'Name: Z–A' },
] as const;
export type SortOptionValue = (typeof sortOptions)[number]['value'];

const isSortOption = (value: string): value is SortOptionValue =>
  sortOptions.some((option) => option.value === value);

/** The select's label (`sortBy`), the button that applies the choice (`apply`) and each order's text. */
export interface SortSelectLabels extends Record<SortOptionValue, string> {
  sortBy: string;
  apply: string;
}

export const defaultSortSelectLabels: SortSelectLabels = {
  sortBy: 'Sort by',
  apply: 'Sort',
  ...(Object.fromEntries(sortOptions.map(({ value, label }) => [value, label])) as Record<
    SortOptionValue,
    string
  >),
};

export interface SortSelectProps extends Omit<
  SelectProps,
  'label' | 'options' | 'value' | 'defaultValue' | 'placeholder'
> {
  /** The order in force (the catalogue's `sortBy`), controlled. */
  value: SortOptionValue;
  /** Help text under the label. */
  description?: SelectProps['description'];
  /** An error message; marks the select invalid and is read with it. */
  error?: SelectProps['error'];
  /** Class of the wrapper around the field and its button. */
  className?: string;
  /** Class of the select itself. */
  inputClassName?: string;
  /**
   * The form field's name.
   * @default 'sortBy'
   */
  name?: string;
  /** Called with the chosen order once the shopper applies it (the button, or Enter on the select). */
  onValueChange?: (value: SortOptionValue) => void;
  /** Replaces the texts (e.g. translated, or "Relevance" for `featured` on a search); values and order stay. */
  labels?: Partial<SortSelectLabels>;
}

/**
 * The catalogue's "Sort by" choice: a native select whose choice applies only when confirmed (WCAG 3.2.2), so
 * arrow keys browse the orders without re-sorting the page or moving the focus. Its button is a submit button:
 * inside a GET form it sends the choice without scripts.
 */
export function SortSelect({
  value,
  onValueChange,
  onChange,
  onKeyDown,
  labels,
  name = 'sortBy',
  className,
  ref,
  disabled,
  ...props
}: SortSelectProps) {
  const text = { ...defaultSortSelectLabels, ...labels };
  const options = sortOptions.map(({ value }) => ({ value, label: text[value] }));
  const select = useRef<HTMLSelectElement>(null);
  const selectRef = useComposedRefs(ref, select);
  // The choice not applied yet; a new `value` from the owner replaces it.
  const [pending, setPending] = useState<{ for: SortOptionValue; choice: SortOptionValue }>({
    for: value,
    choice: value,
  });
  const choice = pending.for === value ? pending.choice : value;
  const choose = (chosen: string) => {
    if (isSortOption(chosen)) setPending({ for: value, choice: chosen });
  };
  // An order chosen before the page hydrated stays chosen (not applied: the shopper has not confirmed it).
  useEnteredBeforeHydration(select, value, choose);
  const apply = () => {
    if (choice !== value) onValueChange?.(choice);
  };
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    choose(event.target.value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      apply();
    }
  };
  const handleApply = (event: MouseEvent<HTMLButtonElement>) => {
    // With scripts the owner applies it; without, the button submits the form around it.
    if (!onValueChange) return;
    event.preventDefault();
    apply();
  };
  const state = choice === value ? 'applied' : 'pending';
  return (
    <div className={cx(styles.root, className)} data-state={state}>
      <Select
        {...props}
        ref={selectRef}
        name={name}
        label={text.sortBy}
        options={options}
        value={choice}
        disabled={disabled}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        className={styles.field}
      />
      <Button
        type="submit"
        variant={state === 'pending' ? 'primary' : 'secondary'}
        disabled={disabled}
        onClick={handleApply}
      >
        {text.apply}
      </Button>
    </div>
  );
}
