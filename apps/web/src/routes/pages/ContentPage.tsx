import { contentPagePaths, type ContentPagePath } from '@keyshop/contracts';
import { LegalPage, Page } from '@keyshop/ui';
import { data } from 'react-router';
import { renderRouterLink } from '../../components/routerLink';
import { contentPages } from '../../content/pages';
import { pageTitle } from '../../lib/title';
import { loaderPageMeta } from '../../seo';
import type { Route } from './+types/ContentPage';

/** The content page a URL names; React Router matches paths case-insensitively, so `/aboutus` lands here too. */
function contentPathOf(url: string): ContentPagePath | undefined {
  const pathname = new URL(url).pathname.replace(/(?<=.)\/+$/, '').toLowerCase();
  return contentPagePaths.find((path) => path.toLowerCase() === pathname);
}

/**
 * The page's text comes from the server (in the document, or as data on a client navigation), so the texts of
 * all the content pages stay out of the JavaScript each of them hydrates with.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = contentPathOf(request.url);
  if (!path) throw data(null, { status: 404 });
  return { path, content: contentPages[path] };
}

// The texts do not change while a page is open.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = loaderPageMeta(({ path, content }: ReturnType<typeof loader>) => ({
  path,
  title: content.title,
  description: content.intro,
}));

/** A text page of the content table (`routes.ts` gives each its route): the page frame around a LegalPage. */
export default function ContentPage({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <Page width="narrow">
      <title>{pageTitle(content.title)}</title>
      <LegalPage {...content} renderLink={renderRouterLink} />
    </Page>
  );
}
