import { NotFound } from '@keyshop/ui';
import { homePath } from '../lib/links';
import { pageTitle } from '../lib/title';
import { renderRouterLink } from './routerLink';

/** What a path the store does not have shows: the 404 route's page, and a FAQ category that does not exist. */
export function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFound hrefs={{ home: homePath }} renderLink={renderRouterLink} />
    </>
  );
}
