'use client';

import { cx } from 'class-variance-authority';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { platformLabel } from '../PlatformIcon/PlatformIcon';
import { currencySymbol, type PriceFormatProps } from '../Price/prices';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as styles from './FiltersPanel.css';
import { FiltersPanelChips } from './FiltersPanelChips';

/** The platforms offered when the store names none (`platforms`): its API's filter values. */
export const defaultFilterPlatforms = ['steam', 'epic-games', 'battle-net', 'gog'] as const;
/** `'all'`, or one of the panel's `platforms` (a platform key such as 'steam'). */
export type PlatformFilterValue = string;

/**
 * Applied filters. A `null` price is no bound; both bounds are inclusive. A product matches any of `genres`
 * (none: every genre); `inStock` keeps only products with keys left. onChange always sends all five.
 */
export interface FiltersValue {
  minPrice: number | null;
  maxPrice: number | null;
  platform: PlatformFilterValue;
  genres?: readonly string[];
  inStock?: boolean;
}

export const emptyFilters: FiltersValue = {
  minPrice: null,
  maxPrice: null,
  platform: 'all',
  genres: [],
  inStock: false,
};

/**
 * How many products each choice would give (the API's facets). Given genre counts, the panel offers those
 * genres as checkboxes; given an in-stock count, the in-stock toggle.
 */
export interface FiltersPanelCounts {
  platforms?: Partial<Record<PlatformFilterValue, number>>;
  genres?: Record<string, number>;
  inStock?: number;
}

export interface FiltersPanelLabels {
  toggle: string;
  /** The price fields' names, given the currency's sign ("€"). */
  minPrice: (currency: string) => string;
  maxPrice: (currency: string) => string;
  platform: string;
  /** The platform choice that filters nothing. */
  allPlatforms: string;
  /** A platform's name from its key (default: PlatformIcon's `platformLabel`, e.g. 'epic-games' → "Epic Games"). */
  platformName: (platform: string) => string;
  genres: string;
  inStock: string;
  apply: string;
  reset: string;
  notANumber: string;
  negative: string;
  minAboveMax: string;
  /** The applied value names a minimum above the maximum (e.g. an edited link): no product can match. */
  impossibleRange: string;
  /** The list of applied filters shown while the panel is closed. */
  activeFilters: string;
  /** A price bound's chip, given the formatted price. */
  fromPrice: (price: string) => string;
  upToPrice: (price: string) => string;
  /** A chip's remove button, given the chip's name. */
  removeFilter: (name: string) => string;
}

export const defaultFiltersPanelLabels: FiltersPanelLabels = {
  toggle: 'Filters',
  minPrice: (currency) => `Minimum price (${currency})`,
  maxPrice: (currency) => `Maximum price (${currency})`,
  platform: 'Platform',
  allPlatforms: 'All platforms',
  platformName: platformLabel,
  genres: 'Genres',
  inStock: 'In stock only',
  apply: 'Apply',
  reset: 'Reset',
  notANumber: 'Enter a number, such as 9.99.',
  negative: 'Enter 0 or more.',
  minAboveMax: 'The maximum must not be below the minimum.',
  impossibleRange:
    'The minimum price is above the maximum price, so no product can match. Change or remove one of them.',
  activeFilters: 'Active filters',
  fromPrice: (price) => `From ${price}`,
  upToPrice: (price) => `Up to ${price}`,
  removeFilter: (name) => `Remove filter: ${name}`,
};

export interface FiltersPanelProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'>, PriceFormatProps {
  /** The applied filters; the fields show them again whenever they change. */
  value: FiltersValue;
  /** Called on Apply with valid values only, and on Reset with `emptyFilters`. */
  onChange?: (value: FiltersValue) => void;
  /** Whether the panel is shown. Controlled when given (e.g. the page's `showFilters`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<FiltersPanelLabels>;
  /** The platform keys offered besides "All platforms" (default `defaultFilterPlatforms`). */
  platforms?: readonly string[];
  /** Counts shown beside each choice, e.g. "Steam (1,204)"; also what offers genres and the stock toggle. */
  counts?: FiltersPanelCounts;
  /** Formats a count (default: English digit grouping, 1,204). */
  formatCount?: (count: number) => string;
  /**
   * Other state the submitted form must carry, as hidden fields (name → value), e.g. a search and a sort
   * kept in the URL: submitted without scripts, the form is a plain GET form that sends only its own fields.
   */
  hiddenFields?: Readonly<Record<string, string>>;
}

type Field = 'minPrice' | 'maxPrice';
type Draft = Record<Field, string> & {
  platform: PlatformFilterValue;
  genres: readonly string[];
  inStock: boolean;
};
type Errors = Partial<Record<Field, string>>;

const toDraft = (value: FiltersValue): Draft => ({
  minPrice: value.minPrice === null ? '' : String(value.minPrice),
  maxPrice: value.maxPrice === null ? '' : String(value.maxPrice),
  platform: value.platform,
  genres: value.genres ?? [],
  inStock: value.inStock ?? false,
});
const draftKey = (value: FiltersValue) =>
  JSON.stringify([
    value.minPrice,
    value.maxPrice,
    value.platform,
    value.genres ?? [],
    value.inStock ?? false,
  ]);
const defaultFormatCount = (count: number) => count.toLocaleString('en');

/**
 * A collapsible catalogue filter: minimum and maximum price, platform, genres (several at once) and in stock
 * only, each choice with its count when `counts` are given. Nothing applies until Apply (or Enter in a
 * field), so the grid does not reload on every keystroke; Reset clears and applies at once. While closed, the
 * applied filters show as chips, each removable at once. An applied minimum above the maximum is said, never
 * swapped.
 */
export function FiltersPanel({
  value,
  onChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  labels,
  platforms = defaultFilterPlatforms,
  counts,
  formatCount = defaultFormatCount,
  hiddenFields,
  locale,
  currency,
  className,
  ...props
}: FiltersPanelProps) {
  const text = { ...defaultFiltersPanelLabels, ...labels };
  const platformOptions = [
    { value: 'all', label: text.allPlatforms },
    ...platforms.map((platform) => ({ value: platform, label: text.platformName(platform) })),
  ];
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${formatCount(count)})`;
  const panelId = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [draft, setDraft] = useState(() => toDraft(value));
  const impossible = value.minPrice !== null && value.maxPrice !== null && value.minPrice > value.maxPrice;
  const [errors, setErrors] = useState<Errors>(() => (impossible ? { maxPrice: text.minAboveMax } : {}));
  // When the applied value changes from outside (URL, Reset), the fields show it; other re-renders keep
  // what the user is typing.
  const [shownKey, setShownKey] = useState(() => draftKey(value));
  if (shownKey !== draftKey(value)) {
    setShownKey(draftKey(value));
    setDraft(toDraft(value));
    setErrors(impossible ? { maxPrice: text.minAboveMax } : {});
  }

  const toggle = () => {
    setOpenState(!open);
    onOpenChange?.(!open);
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next: Errors = {};
    const bounds = { minPrice: null as number | null, maxPrice: null as number | null };
    for (const field of ['minPrice', 'maxPrice'] as const) {
      const input = form.elements.namedItem(field) as HTMLInputElement;
      // A number input reports text it cannot parse ("1e", "--") as badInput with an empty value.
      const typed = draft[field].trim();
      if (input.validity.badInput || (typed !== '' && !Number.isFinite(Number(typed)))) {
        next[field] = text.notANumber;
      } else if (typed !== '') {
        bounds[field] = Number(typed);
        if (bounds[field] < 0) next[field] = text.negative;
      }
    }
    if (!next.minPrice && !next.maxPrice && bounds.minPrice !== null && bounds.maxPrice !== null) {
      if (bounds.minPrice > bounds.maxPrice) next.maxPrice = text.minAboveMax;
    }
    setErrors(next);
    const firstInvalid = (['minPrice', 'maxPrice'] as const).find((field) => next[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement).focus();
      return;
    }
    onChange?.({ ...bounds, platform: draft.platform, genres: draft.genres, inStock: draft.inStock });
  };

  const reset = () => {
    setDraft(toDraft(emptyFilters));
    setErrors({});
    onChange?.(emptyFilters);
  };

  const priceField = (field: Field) => (
    <TextField
      label={text[field](currencySymbol(currency, locale))}
      name={field}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
    />
  );

  return (
    <div {...props} data-state={open ? 'open' : 'closed'} className={cx(styles.root, className)}>
      <div>
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <SlidersHorizontal aria-hidden size={18} />
          {text.toggle}
          <ChevronDown aria-hidden className={styles.chevron} />
        </Button>
      </div>
      {impossible && (
        <p role="alert" className={styles.rangeProblem}>
          {text.impossibleRange}
        </p>
      )}
      {!open && (
        <FiltersPanelChips
          value={value}
          onChange={onChange}
          labels={text}
          locale={locale}
          currency={currency}
        />
      )}
      <form
        id={panelId}
        hidden={!open}
        noValidate
        aria-label={text.toggle}
        className={styles.panel}
        onSubmit={apply}
      >
        {Object.entries(hiddenFields ?? {}).map(([name, fieldValue]) => (
          <input key={name} type="hidden" name={name} value={fieldValue} />
        ))}
        <div className={styles.fields}>
          {priceField('minPrice')}
          {priceField('maxPrice')}
          <Select
            label={text.platform}
            name="platform"
            options={platformOptions.map((option) => ({
              value: option.value,
              label: withCount(option.label, counts?.platforms?.[option.value]),
            }))}
            value={draft.platform}
            onChange={(event) => {
              const platform = event.target.value;
              if (platformOptions.some((option) => option.value === platform))
                setDraft((current) => ({ ...current, platform }));
            }}
          />
          {counts?.inStock !== undefined && (
            <Checkbox
              label={withCount(text.inStock, counts.inStock)}
              name="inStock"
              // Sent as inStock=true when the form is submitted as a plain GET form (scripts off).
              value="true"
              checked={draft.inStock}
              onChange={(event) => {
                const inStock = event.target.checked;
                setDraft((current) => ({ ...current, inStock }));
              }}
            />
          )}
        </div>
        {counts?.genres && (
          <fieldset className={styles.genres}>
            <legend className={styles.legend}>{text.genres}</legend>
            {Object.entries(counts.genres).map(([genre, count]) => (
              <Checkbox
                key={genre}
                label={withCount(genre, count)}
                name="genres"
                value={genre}
                checked={draft.genres.includes(genre)}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setDraft((current) => ({
                    ...current,
                    genres: checked ? [...current.genres, genre] : current.genres.filter((g) => g !== genre),
                  }));
                }}
              />
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button type="submit">{text.apply}</Button>
          <Button variant="secondary" onClick={reset}>
            {text.reset}
          </Button>
        </div>
      </form>
    </div>
  );
}
