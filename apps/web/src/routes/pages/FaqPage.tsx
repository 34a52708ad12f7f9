import { pagePaths } from '@keyshop/contracts';
import { Button, FaqCategoryCard, Page } from '@keyshop/ui';
import { useId } from 'react';
import { faq } from '../../content/faq';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';
import { publicPageMeta } from '../../seo';

/** /faq: the help centre, four categories with five sample questions each, and the e-mail contact. */
export function FaqPage() {
  const contactId = useId();
  return (
    <Page title={faq.title}>
      <title>{pageTitle(faq.title)}</title>
      <p>{faq.intro}</p>
      {faq.categories.map((category) => (
        <FaqCategoryCard
          key={category.id}
          title={category.label}
          description={category.description}
          questions={category.entries.map((entry) => entry.question)}
          href={category.href}
          labels={{ viewAll: faq.viewAllLabel }}
          renderLink={renderRouterLink}
        />
      ))}
      <section aria-labelledby={contactId}>
        <h2 id={contactId}>{faq.contact.heading}</h2>
        <p>{faq.contact.text}</p>
        <Button asChild variant="secondary">
          <a href={`mailto:${faq.contact.email}`}>{faq.contact.email}</a>
        </Button>
      </section>
    </Page>
  );
}

export const meta = publicPageMeta({ path: pagePaths.faq, title: faq.title, description: faq.intro });

export default FaqPage;
