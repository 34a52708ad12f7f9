import { Button, TextField } from '@keyshop/ui';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

interface AdminSearchProps {
  /** The list it searches, the form's name (e.g. "Orders"). */
  name: string;
  label: string;
  description?: string;
}

/** The `?q=` search of an admin list page; a new search starts at the list's first page. */
export function AdminSearch({ name, label, description }: AdminSearchProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(text ? { q: text } : {});
  };
  return (
    <form role="search" aria-label={name} onSubmit={search}>
      <TextField
        // A new `q` (back, forward, a link) refills the field.
        key={q}
        label={label}
        description={description}
        name="q"
        type="search"
        defaultValue={q}
        autoComplete="off"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
