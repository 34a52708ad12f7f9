import type { Product } from '@keyshop/contracts';
import { SearchBox } from '@keyshop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProductSearch } from '../hooks/products';

/** The header search: debounced suggestions; choosing one opens its page (the box clears itself). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { results, highlights, isSearching } = useProductSearch(text);
  return (
    <SearchBox<Product>
      value={text}
      onValueChange={setText}
      loading={isSearching}
      results={results}
      highlights={highlights}
      onSelect={(product) => void navigate(`/product/${product.id}`)}
    />
  );
}
