import { NotFound } from '@keyshop/ui';
import { renderRouterLink } from '../routerLink';
import { pageTitle } from '../title';

export function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFound renderLink={renderRouterLink} />
    </>
  );
}
