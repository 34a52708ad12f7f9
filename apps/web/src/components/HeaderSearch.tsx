import { cutSearch } from '@keyshop/contracts';
import { SearchBox } from '@keyshop/ui/components/SearchBox';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useProductSearch } from '../hooks/products';
import { productPath } from '../lib/links';
import { toProductView } from '../lib/productView';

/** The results page of a search text ('' lists every product). */
export const searchPath = (text: string) => {
  const search = cutSearch(text);
  return search ? `/products?${new URLSearchParams({ search })}` : '/products';
};

/**
 * The header search: debounced suggestions; choosing one opens its page (the box clears itself). It is a GET
 * form to /products: Enter without a chosen suggestion opens the results page, with scripts off too.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { results, highlights, isSearching } = useProductSearch(text);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setText('');
    void navigate(searchPath(text));
  };
  return (
    <form role="search" method="get" action="/products" onSubmit={submit}>
      <SearchBox
        name="search"
        value={text}
        onValueChange={setText}
        loading={isSearching}
        results={results?.map(toProductView)}
        highlights={highlights}
        onSelect={(product) => void navigate(productPath(product))}
      />
    </form>
  );
}
