import { apiPaths } from '@keyshop/contracts';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { FreshSWR } from '../../test/swr';
import { useProduct, useProductSearch, useProducts } from './products';

// Real API over HTTP; fetch is only watched, to count the requests the hooks make.
const searchRequests = (fetchSpy: MockInstance<typeof fetch>) =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), location.href))
    .filter((url) => url.pathname === apiPaths.products && url.searchParams.has('search'));

afterEach(() => vi.restoreAllMocks());

describe('useProductSearch', () => {
  it('asks nothing for blank text and once for the text the shopper settled on', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const { result, rerender } = await renderHook((text?: string) => useProductSearch(text ?? ''), {
      initialProps: '   ',
      wrapper: FreshSWR,
    });
    expect(result.current).toEqual({
      results: undefined,
      highlights: undefined,
      error: undefined,
      isSearching: false,
    });

    for (const text of ['a', 'an', 'and ', 'an']) await rerender(text);
    expect(result.current.isSearching).toBe(true);
    await expect.poll(() => result.current.results).toBeDefined();
    expect(result.current.isSearching).toBe(false);

    const requests = searchRequests(fetchSpy);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      page: '1',
      limit: '10',
      search: 'an',
      sortBy: 'name',
      sortType: 'asc',
    });

    await rerender('  ');
    expect(result.current).toEqual({
      results: undefined,
      highlights: undefined,
      error: undefined,
      isSearching: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchRequests(fetchSpy)).toHaveLength(1);
  });

  it('waits for the pause with text typed before it mounted (the header loads its search late)', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const { result } = await renderHook(() => useProductSearch('an'), { wrapper: FreshSWR });
    expect(result.current.isSearching).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(searchRequests(fetchSpy)).toHaveLength(0);
    await expect.poll(() => result.current.results).toBeDefined();
    expect(searchRequests(fetchSpy)).toHaveLength(1);
  });
});

describe('useProducts and useProduct', () => {
  it('load a page of the catalogue and one product, keyed by the query', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const { result, rerender } = await renderHook(
      // Fields are read during render, as a page does: SWR re-renders only for what a render used.
      () => ({ list: useProducts({ sortBy: 'new', limit: 3 }).data, detail: useProduct('2').data }),
      { wrapper: FreshSWR },
    );
    await expect.poll(() => result.current.list?.results.length).toBe(3);
    await expect.poll(() => result.current.detail?.id).toBe(2);
    await rerender();
    // An equal query object is the same key: no second list request.
    const listCalls = fetchSpy.mock.calls.filter(([input]) =>
      String(input).startsWith(apiPaths.products + '?'),
    );
    expect(listCalls).toHaveLength(1);
    expect(String(listCalls[0]![0])).toBe(`${apiPaths.products}?page=1&limit=3&sortBy=new&sortType=desc`);
  });
});
