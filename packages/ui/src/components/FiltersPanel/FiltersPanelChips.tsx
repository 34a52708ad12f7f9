'use client';
import { FilterChips } from '../FilterChips';
import { formatPrice } from '../Price/prices';
import { defaultFiltersPanelLabels, type FiltersPanelLabels, type FiltersValue } from './FiltersPanel';

export interface FiltersPanelChipsProps {
  value: FiltersValue;
  /** Called with the value less the removed filter. */
  onChange?: (value: FiltersValue) => void;
  /** The panel's texts (FiltersPanel passes its own). */
  labels?: Partial<FiltersPanelLabels>;
  locale?: string;
  currency?: string;
}

/** One chip per applied filter: its name, and what removing it leaves. */
function chipsOf(
  value: FiltersValue,
  labels: FiltersPanelLabels,
  price: (amount: number) => string,
): { key: string; name: string; without: FiltersValue }[] {
  const chips = [];
  if (value.minPrice !== null) {
    chips.push({
      key: 'min',
      name: labels.fromPrice(price(value.minPrice)),
      without: { ...value, minPrice: null },
    });
  }
  if (value.maxPrice !== null) {
    chips.push({
      key: 'max',
      name: labels.upToPrice(price(value.maxPrice)),
      without: { ...value, maxPrice: null },
    });
  }
  if (value.platform !== 'all') {
    chips.push({
      key: 'platform',
      name: labels.platformName(value.platform),
      without: { ...value, platform: 'all' },
    });
  }
  for (const genre of value.genres ?? []) {
    chips.push({
      key: `genre-${genre}`,
      name: genre,
      without: { ...value, genres: (value.genres ?? []).filter((g) => g !== genre) },
    });
  }
  if (value.inStock)
    chips.push({ key: 'stock', name: labels.inStock, without: { ...value, inStock: false } });
  return chips;
}

/** The applied filters as the library's FilterChips, so they stay in sight while the panel is closed. */
export function FiltersPanelChips({ value, onChange, labels, locale, currency }: FiltersPanelChipsProps) {
  const text = { ...defaultFiltersPanelLabels, ...labels };
  const chips = chipsOf(value, text, (amount) => formatPrice(amount, locale, currency));
  if (chips.length === 0) return null;
  return (
    <FilterChips
      chips={chips.map((chip) => ({ id: chip.key, label: chip.name }))}
      onRemove={(id) => {
        const chip = chips.find((c) => c.key === id);
        if (chip) onChange?.({ genres: [], inStock: false, ...chip.without });
      }}
      labels={{ group: text.activeFilters, remove: text.removeFilter }}
    />
  );
}
