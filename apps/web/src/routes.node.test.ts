import { contentPagePaths, personalPagePaths, publicPagePaths } from '@keyshop/contracts';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/** Every route's full path ('/' for the index), nested paths joined. */
const pathsOf = (entries: readonly RouteConfigEntry[], parent = ''): string[] =>
  entries.flatMap((entry) => {
    // `prefix()` gives an index route a path of its own (`/admin`), so the path comes first.
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path || entry.index ? [path || '/'] : []), ...pathsOf(entry.children ?? [], path)];
  });

const routePaths = pathsOf(routes);
/** Routes with a fixed path: no parameter, no splat. */
const fixedRoutePaths = routePaths.filter((path) => !/[:*]/.test(path));
const contractPaths: string[] = [...publicPagePaths, ...personalPagePaths];

/** Whether a route pattern (with `:param` segments) matches a path, as the router would. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

describe('routes.ts against the paths contracts list (sitemap, robots.txt, cache policy)', () => {
  it('has a route for every page contracts list', () => {
    for (const path of contractPaths) {
      expect(
        routePaths.some((pattern) => pattern !== '/*' && matches(pattern, path)),
        path,
      ).toBe(true);
    }
  });

  it('lists every fixed route in contracts, public or personal (a personal path covers the pages under it)', () => {
    const listed = (path: string) =>
      contractPaths.includes(path) || personalPagePaths.some((personal) => path.startsWith(`${personal}/`));
    for (const path of fixedRoutePaths) expect(listed(path), path).toBe(true);
  });

  it('gives each content page its own route, once', () => {
    for (const path of contentPagePaths) expect(routePaths.filter((route) => route === path)).toHaveLength(1);
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });
});
