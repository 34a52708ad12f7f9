import { cx } from 'class-variance-authority';
import type { ChangeEvent } from 'react';
import { Select, type SelectProps } from '../Select';
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

export interface SortSelectProps extends Omit<
  SelectProps,
  'label' | 'options' | 'value' | 'defaultValue' | 'placeholder'
> {
  value: SortOptionValue;
  /** Called with the chosen order. */
  onValueChange?: (value: SortOptionValue) => void;
  label?: SelectProps['label'];
  /** Replaces the labels (e.g. translated); the values and their order stay. */
  labels?: Partial<Record<SortOptionValue, string>>;
}

/** The catalogue's 'Sort by' choice: a native select, so every platform's keyboard and reader support it. */
export function SortSelect({
  value,
  onValueChange,
  onChange,
  label = 'Sort by',
  labels,
  name = 'sortBy',
  className,
  ...props
}: SortSelectProps) {
  const options = sortOptions.map((option) => ({ ...option, label: labels?.[option.value] ?? option.label }));
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    if (isSortOption(event.target.value)) onValueChange?.(event.target.value);
  };
  return (
    <Select
      {...props}
      name={name}
      label={label}
      options={options}
      value={value}
      onChange={handleChange}
      className={cx(styles.root, className)}
    />
  );
}
