import { ErrorState, Page, Spinner } from '@keyshop/ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './title';

/** The fallback for render failures: 'Unexpected Application Error!'. */
export function RouteError() {
  return (
    <>
      <title>{pageTitle('Error')}</title>
      <ErrorState headingLevel={1} size="lg" />
    </>
  );
}

/**
 * Catches render failures (and a page chunk that fails to load) below it and shows `RouteError`; the error
 * goes to the console. Another path renders the content again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} onError={logError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

const logError = (error: unknown) => console.error(error);

/** While a page's chunk loads: a page-high frame (the footer stays below the fold) with a spoken status. */
export function RouteLoading() {
  return (
    <Page>
      <Spinner size="lg" label="Loading page" />
    </Page>
  );
}
