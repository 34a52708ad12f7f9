import { Accordion, AccordionItem, Button, ButtonGroup, Page } from '@keyshop/ui';
import { Link, useParams } from 'react-router-dom';
import { faq } from '../../content/faq';
import { pageTitle } from '../title';
import { NotFoundPage } from './NotFoundPage';

/** /faq/{category}: the category's questions, one answer open at a time; unknown categories are not found. */
export function FaqCategoryPage() {
  const { category: id } = useParams();
  const category = faq.categories.find((candidate) => candidate.id === id);
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
          <Button key={link.to} asChild variant="secondary">
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </ButtonGroup>
    </Page>
  );
}
