'use client';

import { cx } from 'class-variance-authority';
import { Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatPrice, type PriceFormatProps } from '../Price/prices';
import { useEnteredBeforeHydration } from '../../utils/useEnteredBeforeHydration';
import * as styles from './SearchBox.css';

/** A suggestion, in neutral names (an app maps its product shape to it). */
export interface SearchBoxResult {
  id: number | string;
  name: string;
  /** A number or a numeric string, as the API sends it. */
  price: number | string;
  image?: string | null;
}

/** `[start, end)` UTF-16 offsets of the matched parts of a name (the API's `highlights` of one result). */
export type SearchBoxMatchRanges = readonly (readonly [number, number])[];

export const searchBoxStatuses = ['idle', 'loading', 'results', 'empty'] as const;
export type SearchBoxStatus = (typeof searchBoxStatuses)[number];

export const defaultSearchBoxLabels = {
  label: 'Search for the game',
  placeholder: 'Search for the game',
  loading: 'Searching...',
  empty: 'No results found',
  results: 'Search results',
} as const;
export type SearchBoxLabels = { [K in keyof typeof defaultSearchBoxLabels]: string };

/** What the popup shows for the input and the caller's answer; blank input always gives `idle`. */
export function searchBoxStatus(
  text: string,
  loading: boolean,
  results?: readonly unknown[],
): SearchBoxStatus {
  if (!text.trim()) return 'idle';
  if (loading) return 'loading';
  if (!results) return 'idle';
  return results.length > 0 ? 'results' : 'empty';
}

export interface SearchBoxProps<T extends SearchBoxResult = SearchBoxResult>
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onSelect' | 'defaultValue' | 'results'>, PriceFormatProps {
  /** The text (controlled); leave out to let the box keep it. */
  value?: string;
  defaultValue?: string;
  /** Every change of the text, as typed (also '' when the box clears itself). */
  onValueChange?: (text: string) => void;
  /**
   * The trimmed text to search for: called when it changes and is not blank; never for blank or
   * whitespace-only text. Debounce it on the caller's side (300 ms in the app).
   */
  onSearch?: (trimmedText: string) => void;
  /** A search is running: shows 'Searching...'. */
  loading?: boolean;
  /** The answer for the current text; `[]` shows 'No results found', undefined shows nothing. */
  results?: readonly T[];
  /** Per result (same order as `results`): the matched parts of its name, shown marked. */
  highlights?: readonly SearchBoxMatchRanges[];
  /** A result was chosen (click or Enter); the box then clears and closes. */
  onSelect?: (result: T) => void;
  /**
   * The input's name: inside a form (e.g. a GET form to a results page) the text is sent under it, and Enter
   * without a chosen result submits the form, with or without scripts.
   */
  name?: string;
  /** How long the popup stays after the input loses focus, so a click on a result still lands. */
  blurCloseDelay?: number;
  labels?: Partial<SearchBoxLabels>;
}

/**
 * The header search: an editable combobox with a listbox popup (WAI-ARIA APG "list autocomplete").
 * ArrowDown/ArrowUp move the active result, Enter chooses it (without one, Enter submits the surrounding form),
 * Escape closes the popup and a second Escape clears the text. The popup closes 200 ms after the input loses focus.
 */
export function SearchBox<T extends SearchBoxResult>({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  loading = false,
  results,
  highlights,
  onSelect,
  name,
  blurCloseDelay = 200,
  locale,
  currency,
  labels,
  className,
  ...props
}: SearchBoxProps<T>) {
  const text = { ...defaultSearchBoxLabels, ...labels };
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastSearch = useRef('');
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // A new answer starts without an active option.
  const [seenResults, setSeenResults] = useState(results);
  if (seenResults !== results) {
    setSeenResults(results);
    setActive(-1);
  }

  const status = searchBoxStatus(current, loading, results);
  const expanded = open && status === 'results';
  const options = expanded && results ? results : [];
  const message = open ? (status === 'loading' ? text.loading : status === 'empty' ? text.empty : '') : '';

  const setText = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
    const trimmed = next.trim();
    if (trimmed && trimmed !== lastSearch.current) onSearch?.(trimmed);
    lastSearch.current = trimmed;
  };

  // Text typed before the page hydrated: taken as typed, with its suggestions if the shopper is still in the box.
  const input = useRef<HTMLInputElement>(null);
  useEnteredBeforeHydration(input, current, (typed) => {
    setText(typed);
    if (document.activeElement === input.current) setOpen(true);
  });

  const choose = (result: T) => {
    onSelect?.(result);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (!count) return;
        const down = event.key === 'ArrowDown';
        // Wraps at both ends; from no active option, down starts at the first and up at the last.
        moveTo(active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : -1) + count) % count);
        return;
      }
      case 'Enter':
        if (active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (open && status !== 'idle') {
          setOpen(false);
          setActive(-1);
        } else if (current) {
          setText('');
        }
        return;
    }
  };

  return (
    <div {...props} data-state={status} className={cx(styles.root, className)}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {text.label}
      </label>
      <div className={styles.inputWrap}>
        <Search aria-hidden size={18} className={styles.icon} />
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={text.placeholder}
          ref={input}
          value={current}
          className={styles.input}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            if (current.trim()) setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, blurCloseDelay);
          }}
        />
      </div>
      <div role="status" className={styles.message}>
        {message}
      </div>
      <div id={listId} role="listbox" aria-label={text.results} hidden={!expanded} className={styles.listbox}>
        {options.map((result, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the input (activedescendant)
          <div
            key={result.id}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep the focus in the input so the popup does not start closing under the pointer. Options take
            // no focus or keys of their own: the input's aria-activedescendant drives them (APG combobox).
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && setActive(index)}
            onClick={() => choose(result)}
          >
            {result.image ? (
              <img src={result.image} alt="" loading="lazy" className={styles.optionImage} />
            ) : (
              <span className={styles.optionImage} />
            )}
            <span className={styles.optionName}>
              <MarkedText text={result.name} ranges={highlights?.[index]} />
            </span>
            <span>{formatPrice(result.price, locale, currency)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** `text` with the given ranges in <mark>; ranges out of order, overlapping or out of bounds are skipped. */
function MarkedText({ text, ranges = [] }: { text: string; ranges?: SearchBoxMatchRanges }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={styles.mark}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
