import { cx } from 'class-variance-authority';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as styles from './FiltersPanel.css';

/** The platform filter's values (as the API takes them) with readable labels. */
export const platformFilterOptions = [
  { value: 'all', label: 'All platforms' },
  { value: 'steam', label: 'Steam' },
  { value: 'epic-games', label: 'Epic Games' },
  { value: 'battle-net', label: 'Battle.net' },
  { value: 'gog', label: 'GOG' },
] as const;
export type PlatformFilterValue = (typeof platformFilterOptions)[number]['value'];

/** Applied filters. A `null` price is no bound; both bounds are inclusive. */
export interface FiltersValue {
  minPrice: number | null;
  maxPrice: number | null;
  platform: PlatformFilterValue;
}

export const emptyFilters: FiltersValue = { minPrice: null, maxPrice: null, platform: 'all' };

export interface FiltersPanelTexts {
  toggle: string;
  minPrice: string;
  maxPrice: string;
  platform: string;
  apply: string;
  reset: string;
  notANumber: string;
  negative: string;
  minAboveMax: string;
}

export const defaultFiltersPanelTexts: FiltersPanelTexts = {
  toggle: 'Filters',
  minPrice: 'Minimum price (€)',
  maxPrice: 'Maximum price (€)',
  platform: 'Platform',
  apply: 'Apply',
  reset: 'Reset',
  notANumber: 'Enter a number, such as 9.99.',
  negative: 'Enter 0 or more.',
  minAboveMax: 'The maximum must not be below the minimum.',
};

export interface FiltersPanelProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** The applied filters; the fields show them again whenever they change. */
  value: FiltersValue;
  /** Called on Apply with valid values only, and on Reset with `emptyFilters`. */
  onChange: (value: FiltersValue) => void;
  /** Whether the panel is shown. Controlled when given (e.g. the page's `showFilters`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  texts?: Partial<FiltersPanelTexts>;
}

type Field = 'minPrice' | 'maxPrice';
type Draft = Record<Field, string> & { platform: PlatformFilterValue };
type Errors = Partial<Record<Field, string>>;

const toDraft = (value: FiltersValue): Draft => ({
  minPrice: value.minPrice === null ? '' : String(value.minPrice),
  maxPrice: value.maxPrice === null ? '' : String(value.maxPrice),
  platform: value.platform,
});
const draftKey = (value: FiltersValue) => `${value.minPrice}|${value.maxPrice}|${value.platform}`;
const isPlatform = (value: string): value is PlatformFilterValue =>
  platformFilterOptions.some((option) => option.value === value);

/**
 * A collapsible catalogue filter: minimum and maximum price and platform. Nothing applies until Apply
 * (or Enter in a field), so the grid does not reload on every keystroke; Reset clears and applies at once.
 */
export function FiltersPanel({
  value,
  onChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  texts: textsProp,
  className,
  ...props
}: FiltersPanelProps) {
  const texts = { ...defaultFiltersPanelTexts, ...textsProp };
  const panelId = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const [draft, setDraft] = useState(() => toDraft(value));
  const [errors, setErrors] = useState<Errors>({});
  // When the applied value changes from outside (URL, Reset), the fields show it; other re-renders keep
  // what the user is typing.
  const [shownKey, setShownKey] = useState(() => draftKey(value));
  if (shownKey !== draftKey(value)) {
    setShownKey(draftKey(value));
    setDraft(toDraft(value));
    setErrors({});
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
      const text = draft[field].trim();
      if (input.validity.badInput || (text !== '' && !Number.isFinite(Number(text)))) {
        next[field] = texts.notANumber;
      } else if (text !== '') {
        bounds[field] = Number(text);
        if (bounds[field] < 0) next[field] = texts.negative;
      }
    }
    if (!next.minPrice && !next.maxPrice && bounds.minPrice !== null && bounds.maxPrice !== null) {
      if (bounds.minPrice > bounds.maxPrice) next.maxPrice = texts.minAboveMax;
    }
    setErrors(next);
    const firstInvalid = (['minPrice', 'maxPrice'] as const).find((field) => next[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement).focus();
      return;
    }
    onChange({ ...bounds, platform: draft.platform });
  };

  const reset = () => {
    setDraft(toDraft(emptyFilters));
    setErrors({});
    onChange(emptyFilters);
  };

  const priceField = (field: Field) => (
    <TextField
      label={texts[field]}
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
          {texts.toggle}
          <ChevronDown aria-hidden className={styles.chevron} />
        </Button>
      </div>
      <form
        id={panelId}
        hidden={!open}
        noValidate
        aria-label={texts.toggle}
        className={styles.panel}
        onSubmit={apply}
      >
        <div className={styles.fields}>
          {priceField('minPrice')}
          {priceField('maxPrice')}
          <Select
            label={texts.platform}
            name="platform"
            options={platformFilterOptions}
            value={draft.platform}
            onChange={(event) => {
              const platform = event.target.value;
              if (isPlatform(platform)) setDraft((current) => ({ ...current, platform }));
            }}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{texts.apply}</Button>
          <Button variant="secondary" onClick={reset}>
            {texts.reset}
          </Button>
        </div>
      </form>
    </div>
  );
}
