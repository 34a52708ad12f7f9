import { SearchBox } from '@keyshop/ui/components/SearchBox';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useProductSearch } from '../hooks/products';
import { productPath } from './links';
import { toProductView } from './productView';

/** The header search: debounced suggestions; choosing one opens its page (the box clears itself). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { results, highlights, isSearching } = useProductSearch(text);
  return (
    <SearchBox
      value={text}
      onValueChange={setText}
      loading={isSearching}
      results={results?.map(toProductView)}
      highlights={highlights}
      onSelect={(product) => void navigate(productPath(product))}
    />
  );
}
