'use client';
import { cx } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import * as styles from './FilterChips.css';

export interface FilterChip {
  /** Stable key, handed back to `onRemove`. */
  id: string;
  /** What is filtered, as shown: "Platform: Steam", "Under €20". */
  label: string;
}

export interface FilterChipsLabels {
  /** The group's name. */
  group: string;
  /** A chip's accessible name (the chip shows the label and a cross). */
  remove: (label: string) => string;
  clearAll: string;
}

export const defaultFilterChipsLabels: FilterChipsLabels = {
  group: 'Applied filters',
  remove: (label) => `Remove filter ${label}`,
  clearAll: 'Clear all',
};

export interface FilterChipsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  chips: readonly FilterChip[];
  onRemove?: (id: string) => void;
  /** Shows "Clear all" (from two chips on) when given. */
  onClearAll?: () => void;
  labels?: Partial<FilterChipsLabels>;
}

/**
 * The filters in force, each a button that removes it (Enter, Space, Delete or Backspace), plus "Clear all".
 * The focus never falls to the page: after a removal it goes to the next chip (or the previous, or the group).
 */
export function FilterChips({ chips, onRemove, onClearAll, labels, className, ...props }: FilterChipsProps) {
  const text = { ...defaultFilterChipsLabels, ...labels };
  const groupRef = useRef<HTMLDivElement>(null);
  // The index whose chip should take the focus once the removal has rendered.
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = groupRef.current?.querySelectorAll<HTMLButtonElement>('[data-chip]');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? groupRef.current)?.focus();
  }, [chips]);

  const remove = (id: string, index: number) => {
    focusAfterRemoval.current = index;
    onRemove?.(id);
  };
  const onKeyDown = (event: KeyboardEvent, id: string, index: number) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    remove(id, index);
  };
  const clearAll = () => {
    focusAfterRemoval.current = 0;
    onClearAll?.();
  };

  return (
    <div
      {...props}
      ref={groupRef}
      role="group"
      aria-label={text.group}
      tabIndex={-1}
      data-state={chips.length ? 'filtered' : 'empty'}
      className={cx(styles.group, className)}
    >
      {chips.length > 0 && (
        <ul className={styles.list}>
          {chips.map((chip, index) => (
            <li key={chip.id}>
              <button
                type="button"
                data-chip={chip.id}
                aria-label={text.remove(chip.label)}
                className={styles.chip}
                onClick={() => remove(chip.id, index)}
                onKeyDown={(event) => onKeyDown(event, chip.id, index)}
              >
                <span>{chip.label}</span>
                <X aria-hidden size={14} className={styles.icon} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {onClearAll && chips.length > 1 && (
        <Button variant="link" size="sm" onClick={clearAll}>
          {text.clearAll}
        </Button>
      )}
    </div>
  );
}
