import type { Product } from '@keyshop/contracts';
import { SearchBox } from '@keyshop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyModule, useLazyModule } from '../lazy/lazyModule';
import type { HeaderSearchState } from './HeaderSearchQuery';

// The search's data side (SWR and the catalogue API, ~6 kB gzip) loads when the browser is idle, or at once
// when the box is touched; the box itself is there from the first paint.
const queryModule = lazyModule(() => import('./HeaderSearchQuery'));

export const loadHeaderSearch = queryModule.ready;

/** The header search: debounced suggestions; choosing one opens its page (the box clears itself). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [found, setFound] = useState<HeaderSearchState>({ results: undefined, isSearching: false });
  const query = useLazyModule(queryModule);
  return (
    <>
      <SearchBox<Product>
        value={text}
        onValueChange={(next) => {
          queryModule.load();
          setText(next);
        }}
        onFocus={queryModule.load}
        onPointerEnter={queryModule.load}
        // Typed before the query part arrived: 'Searching...' until it answers.
        loading={query ? found.isSearching : text.trim() !== ''}
        results={query ? found.results : undefined}
        onSelect={(product) => void navigate(`/product/${product.id}`)}
      />
      {query && <query.HeaderSearchQuery text={text} onChange={setFound} />}
    </>
  );
}
