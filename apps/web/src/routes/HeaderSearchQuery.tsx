import type { Product } from '@keyshop/contracts';
import { useEffect } from 'react';
import { useProductSearch } from '../hooks/products';

export interface HeaderSearchState {
  results: Product[] | undefined;
  isSearching: boolean;
}

/** Runs the header's search (debounced, through SWR) for `text` and reports each new state; renders nothing. */
export function HeaderSearchQuery({
  text,
  onChange,
}: {
  text: string;
  onChange: (state: HeaderSearchState) => void;
}) {
  const { results, isSearching } = useProductSearch(text);
  useEffect(() => onChange({ results, isSearching }), [onChange, results, isSearching]);
  return null;
}
