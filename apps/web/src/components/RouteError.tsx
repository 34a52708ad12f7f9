import { ErrorState } from '@keyshop/ui/components/ErrorState';
import { pageTitle } from '../lib/title';

/** The fallback for render failures: 'Unexpected Application Error!'. */
export function RouteError() {
  return (
    <>
      <title>{pageTitle('Error')}</title>
      <ErrorState message="Unexpected Application Error!" headingLevel={1} size="lg" />
    </>
  );
}
