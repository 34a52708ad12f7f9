import { NotFound } from '@keyshop/ui';
import { data } from 'react-router';
import { homePath } from '../../lib/links';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';

/** Any path the store does not have answers 404. */
export const loader = () => data(null, { status: 404 });

export function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <NotFound hrefs={{ home: homePath }} renderLink={renderRouterLink} />
    </>
  );
}

/** Not found: never indexed. */
export const meta = noindexMeta;

export default NotFoundPage;
