import { pagePaths } from '@keyshop/contracts';
import { ArticleCard, Page } from '@keyshop/ui';
import { blog } from '../../content/blog';
import { pageTitle } from '../../lib/title';
import { publicPageMeta } from '../../seo';

/** /Blog: four articles, each clamped with its own Read More / Read Less (several may be open at once). */
export function BlogPage() {
  return (
    <Page title={blog.title} width="narrow">
      <title>{pageTitle(blog.title)}</title>
      <p>{blog.intro}</p>
      {blog.articles.map((article) => (
        <ArticleCard key={article.id} title={article.title} date={article.date} content={article.content} />
      ))}
    </Page>
  );
}

export const meta = publicPageMeta({ path: pagePaths.blog, title: blog.title, description: blog.intro });

export default BlogPage;
