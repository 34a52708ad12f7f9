import { pagePaths } from '@keyshop/contracts';
import { ArticleCard, Page } from '@keyshop/ui';
import { blog } from '../../content/blog';
import { pageTitle } from '../../lib/title';
import { loaderPageMeta } from '../../seo';
import type { Route } from './+types/BlogPage';

/** The articles come from the server (in the document, or as data on a client navigation), not the JavaScript. */
export const loader = () => blog;

// The texts do not change while a page is open.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = loaderPageMeta((page: typeof blog) => ({
  path: pagePaths.blog,
  title: page.title,
  description: page.intro,
}));

/** /Blog: four articles, each clamped with its own Read More / Read Less (several may be open at once). */
export default function BlogPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <Page title={page.title} width="narrow">
      <title>{pageTitle(page.title)}</title>
      <p>{page.intro}</p>
      {page.articles.map((article) => (
        <ArticleCard key={article.id} title={article.title} date={article.date} content={article.content} />
      ))}
    </Page>
  );
}
