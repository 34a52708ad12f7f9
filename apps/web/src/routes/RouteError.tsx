import { ErrorState } from '@keyshop/ui';
import { useRouteError } from 'react-router-dom';
import { pageTitle } from './title';

/** The fallback for render failures: 'Unexpected Application Error!' (the error itself goes to the console). */
export function RouteError() {
  console.error(useRouteError());
  return (
    <>
      <title>{pageTitle('Error')}</title>
      <ErrorState headingLevel={1} size="lg" />
    </>
  );
}
