import { cutSearch } from '@keyshop/contracts';
import { SearchBox } from '@keyshop/ui/components/SearchBox';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProductSearch } from '../hooks/products';
import { productPath } from '../lib/links';
import { toProductView } from '../lib/productView';

/** The results page of a search text ('' lists every product). */
export const searchPath = (text: string) => {
  const search = cutSearch(text);
  return search ? `/products?${new URLSearchParams({ search })}` : '/products';
};

/** The search text of a results page's URL ('' on any other page). */
const searchOf = ({ pathname, search }: { pathname: string; search: string }) =>
  pathname === '/products' ? cutSearch(new URLSearchParams(search).get('search') ?? '') : '';

/**
 * The header search: debounced suggestions; choosing one opens its page (the box clears itself). It is a GET
 * form to /products: Enter without a chosen suggestion opens the results page, with scripts off too. On a
 * results page the box shows its search (after Enter, a reload, Back), so the shopper can refine it.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const urlSearch = searchOf(useLocation());
  const [text, setText] = useState(urlSearch);
  // Another page (or another search) in the URL replaces what the box shows.
  const [shownFor, setShownFor] = useState(urlSearch);
  if (shownFor !== urlSearch) {
    setShownFor(urlSearch);
    setText(urlSearch);
  }
  const { results, highlights, isSearching } = useProductSearch(text === urlSearch ? '' : text);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
