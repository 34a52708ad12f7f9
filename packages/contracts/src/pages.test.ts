import { describe, expect, it } from 'vitest';
import {
  isPersonalPath,
  pageCacheControl,
  personalPagePaths,
  PERSONAL_PAGE_CACHE,
  publicPagePaths,
  PUBLIC_PAGE_CACHE,
  publicPageCache,
} from './pages';

describe('page cache policy', () => {
  it('never stores a personal page, in any letter case, nor its client-navigation data', () => {
    for (const path of personalPagePaths) {
      expect(isPersonalPath(path)).toBe(true);
      expect(isPersonalPath(`${path.toUpperCase()}/`)).toBe(true);
      expect(pageCacheControl(path, 200)).toBe(PERSONAL_PAGE_CACHE);
      expect(pageCacheControl(`${path}.data`, 200)).toBe(PERSONAL_PAGE_CACHE);
    }
    expect(pageCacheControl('/account/orders', 200)).toBe(PERSONAL_PAGE_CACHE);
    expect(PERSONAL_PAGE_CACHE).toBe('private, no-store');
  });

  it('lets a CDN keep public pages (and not-found answers) briefly, and never a failure', () => {
    for (const path of [...publicPagePaths, '/product/7', '/product/7.data', '/_root.data', '/nowhere']) {
      expect(isPersonalPath(path), path).toBe(false);
      expect(pageCacheControl(path, path === '/nowhere' ? 404 : 200), path).toBe(PUBLIC_PAGE_CACHE);
    }
    expect(PUBLIC_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(pageCacheControl('/products', 500)).toBe('no-store');
    expect(pageCacheControl('/cart', 503)).toBe('no-store');
  });

  it('lets no shared cache keep a public page past the next price switch', () => {
    const windows = (cache: string) =>
      /s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(cache)!.slice(1).map(Number);
    expect(windows(publicPageCache())).toEqual([60, 600]);
    expect(windows(publicPageCache(3_600))).toEqual([60, 600]);
    expect(windows(publicPageCache(300.9))).toEqual([60, 240]);
    expect(windows(publicPageCache(59.9))).toEqual([59, 0]);
    expect(windows(publicPageCache(0.5))).toEqual([0, 0]);
    // A switch the read model has not applied yet (its moment just passed) must not be cached across either.
    expect(windows(publicPageCache(-2))).toEqual([0, 0]);
    expect(pageCacheControl('/product/7', 200, 12)).toBe(publicPageCache(12));
    expect(pageCacheControl('/cart', 200, 12)).toBe(PERSONAL_PAGE_CACHE);
  });

  it('does not mistake a page that merely starts like a personal one', () => {
    expect(isPersonalPath('/cartoons')).toBe(false);
    expect(isPersonalPath('/accounting')).toBe(false);
  });
});
