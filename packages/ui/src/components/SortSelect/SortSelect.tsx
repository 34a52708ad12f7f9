'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { cx } from 'class-variance-authority';
import { useRef, type ChangeEvent } from 'react';
import { Select, type SelectProps } from '../Select';
import { useEnteredBeforeHydration } from '../../utils/useEnteredBeforeHydration';
import * as styles from './SortSelect.css';

/** The catalogue's orders, with their readable labels (values as the API's `sortBy`). */
export const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'new', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A–Z' },
  { value: 'name-desc', label: 'Name: Z–A' },
] as const;
export type SortOptionValue = (typeof sortOptions)[number]['value'];

const isSortOption = (value: string): value is SortOptionValue =>
  sortOptions.some((option) => option.value === value);

/** The select's label (`sortBy`) and each order's text, by its value. */
export interface SortSelectLabels extends Record<SortOptionValue, string> {
  sortBy: string;
}

export const defaultSortSelectLabels: SortSelectLabels = {
  sortBy: 'Sort by',
  ...(Object.fromEntries(sortOptions.map(({ value, label }) => [value, label])) as Record<
    SortOptionValue,
    string
  >),
};

export interface SortSelectProps extends Omit<
  SelectProps,
  'label' | 'options' | 'value' | 'defaultValue' | 'placeholder'
> {
  /** The current order (the catalogue's `sortBy`), controlled. */
  value: SortOptionValue;
  /** Help text under the label. */
  description?: SelectProps['description'];
  /** An error message; marks the select invalid and is read with it. */
  error?: SelectProps['error'];
  /** Class of the field wrapper. */
  className?: string;
  /** Class of the select itself. */
  inputClassName?: string;
  /**
   * The form field's name.
   * @default 'sortBy'
   */
  name?: string;
  /** Called with the chosen order. */
  onValueChange?: (value: SortOptionValue) => void;
  /** Replaces the texts (e.g. translated); the values and their order stay. */
  labels?: Partial<SortSelectLabels>;
}

/** The catalogue's 'Sort by' choice: a native select, so every platform's keyboard and reader support it. */
export function SortSelect({
  value,
  onValueChange,
  onChange,
  labels,
  name = 'sortBy',
  className,
  ref,
  ...props
}: SortSelectProps) {
  const text = { ...defaultSortSelectLabels, ...labels };
  const options = sortOptions.map(({ value }) => ({ value, label: text[value] }));
  const select = useRef<HTMLSelectElement>(null);
  const selectRef = useComposedRefs(ref, select);
  const choose = (chosen: string) => {
    if (isSortOption(chosen)) onValueChange?.(chosen);
  };
  // An order chosen before the page hydrated: reported at the first commit, and when the choice itself woke React
  // up (a browser sends `input` just before `change`), the `change` after React set the select back reads `value`
  // again: a change to `value` is no change.
  useEnteredBeforeHydration(select, value, choose);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    if (event.target.value !== value) choose(event.target.value);
  };
  return (
    <Select
      {...props}
      ref={selectRef}
      name={name}
      label={text.sortBy}
      options={options}
      value={value}
      onChange={handleChange}
      className={cx(styles.root, className)}
    />
  );
}
