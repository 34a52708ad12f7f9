import { faqCategoryPath } from '@keyshop/contracts';
import type { Route } from './+types/FaqCategoryPage';
import { Accordion, AccordionItem, Button, ButtonGroup, Page } from '@keyshop/ui';
import { data, Link, useParams } from 'react-router';
import { faq } from '../../content/faq';
import { pageTitle } from '../../lib/title';
import { NotFoundPage } from './NotFoundPage';
import { noindexMeta, pageMeta, siteOrigin } from '../../seo';

const findCategory = (id: string | undefined) => faq.categories.find((candidate) => candidate.id === id);

/** An unknown category answers 404. */
export const loader = ({ params }: Route.LoaderArgs) =>
  findCategory(params.category) ? null : data(null, { status: 404 });

/** /faq/{category}: the category's questions, one answer open at a time; unknown categories are not found. */
export function FaqCategoryPage() {
  const { category: id } = useParams();
  const category = findCategory(id);
  if (!category) return <NotFoundPage />;
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
        {faq.backLinks.map((link) => (
          <Button key={link.href} asChild variant="secondary">
            <Link to={link.href}>{link.label}</Link>
          </Button>
        ))}
      </ButtonGroup>
    </Page>
  );
}

/** A category's questions as its description; an unknown category is not indexed. */
export function meta({ params, matches }: Route.MetaArgs) {
  const category = findCategory(params.category);
  if (!category) return noindexMeta();
  return pageMeta({
    origin: siteOrigin(matches),
    path: faqCategoryPath(category.id),
    title: `${category.label} FAQ`,
    description: category.description,
  });
}

export default FaqCategoryPage;
