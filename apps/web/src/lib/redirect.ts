import type { Location } from 'react-router';

/** Router state carried to /login so a sign-in returns to the page that asked for it. */
export interface ReturnState {
  from?: string;
}

/** Where a page that needs a signed-in user sends the visitor, remembering this location. */
export const loginRedirect = (location: Pick<Location, 'pathname' | 'search'>) => ({
  to: '/login',
  state: { from: `${location.pathname}${location.search}` } satisfies ReturnState,
});

/** The page to go back to after signing in: an app path from the router state, else home. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  // Only paths inside the app ('//host' would leave it).
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
