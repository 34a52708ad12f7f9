import { pagePaths } from '@keyshop/contracts';
import { Button, FaqCategoryCard, Page } from '@keyshop/ui';
import { useId } from 'react';
import { faq } from '../../content/faq';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';
import { loaderPageMeta } from '../../seo';
import type { Route } from './+types/FaqPage';

/**
 * The help centre's texts come from the server (in the document, or as data on a client navigation): the page
 * shows each category's questions, so the answers stay out of both the page and its JavaScript.
 */
export function loader() {
  const { categories, backLinks: _, ...page } = faq;
  return {
    ...page,
    categories: categories.map(({ entries, ...category }) => ({
      ...category,
      questions: entries.map((entry) => entry.question),
    })),
  };
}

// The texts do not change while a page is open.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = loaderPageMeta((help: ReturnType<typeof loader>) => ({
  path: pagePaths.faq,
  title: help.title,
  description: help.intro,
}));

/** /faq: the help centre, four categories with five sample questions each, and the e-mail contact. */
export default function FaqPage({ loaderData: help }: Route.ComponentProps) {
  const contactId = useId();
  return (
    <Page title={help.title}>
      <title>{pageTitle(help.title)}</title>
      <p>{help.intro}</p>
      {help.categories.map((category) => (
        <FaqCategoryCard
          key={category.id}
          title={category.label}
          description={category.description}
          questions={category.questions}
          href={category.href}
          labels={{ viewAll: help.viewAllLabel }}
          renderLink={renderRouterLink}
        />
      ))}
      <section aria-labelledby={contactId}>
        <h2 id={contactId}>{help.contact.heading}</h2>
        <p>{help.contact.text}</p>
        <Button asChild variant="secondary">
          <a href={`mailto:${help.contact.email}`}>{help.contact.email}</a>
        </Button>
      </section>
    </Page>
  );
}
