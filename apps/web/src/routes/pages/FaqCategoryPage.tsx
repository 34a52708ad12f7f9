import { faqCategoryPath } from '@keyshop/contracts';
import { Accordion, AccordionItem, Button, ButtonGroup, Page } from '@keyshop/ui';
import { data, Link } from 'react-router';
import { faq } from '../../content/faq';
import type { FaqCategory } from '../../content/types';
import { pageTitle } from '../../lib/title';
import { NotFoundPage } from '../../components/NotFoundPage';
import { loaderPageMeta } from '../../seo';
import type { Route } from './+types/FaqCategoryPage';

/**
 * The category's questions and answers come from the server (in the document, or as data on a client
 * navigation), so the whole FAQ stays out of the JavaScript the page hydrates with. An unknown category
 * answers 404. It revalidates as React Router's default says: another category is new data.
 */
export function loader({ params }: Route.LoaderArgs) {
  const category = faq.categories.find((candidate) => candidate.id === params.category);
  return category ? { category, backLinks: faq.backLinks } : data(null, { status: 404 });
}

/** A category's questions as its description; an unknown category is not indexed. */
export const meta: Route.MetaFunction = loaderPageMeta(({ category }: { category: FaqCategory }) => ({
  path: faqCategoryPath(category.id),
  title: `${category.label} FAQ`,
  description: category.description,
}));

/** /faq/{category}: the category's questions, one answer open at a time; unknown categories are not found. */
export default function FaqCategoryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFoundPage />;
  const { category, backLinks } = loaderData;
  return (
    <Page title={`${category.label} FAQ`} width="narrow">
      <title>{pageTitle(`${category.label} FAQ`)}</title>
      <p>{category.description}</p>
      <Accordion type="single" collapsible headingLevel={2}>
        {category.entries.map((entry, index) => (
          <AccordionItem key={entry.question} value={String(index)} heading={entry.question}>
            <p>{entry.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
      <ButtonGroup>
        {backLinks.map((link) => (
          <Button key={link.href} asChild variant="secondary">
            <Link to={link.href}>{link.label}</Link>
          </Button>
        ))}
      </ButtonGroup>
    </Page>
  );
}
