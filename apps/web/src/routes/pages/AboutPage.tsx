import { pagePaths } from '@keyshop/contracts';
import { Button, EmptyState, Page } from '@keyshop/ui';
import { Link } from 'react-router';
import { about } from '../../content/about';
import { pageTitle } from '../../lib/title';
import { publicPageMeta } from '../../seo';

/** /about: 'About Page' and the Under Construction placeholder (the company page is /AboutUs). */
export function AboutPage() {
  return (
    <Page title={about.title} width="narrow">
      <title>{pageTitle(about.title)}</title>
      <EmptyState
        headingLevel={2}
        message={about.heading}
        description={about.message}
        action={
          <Button asChild variant="secondary">
            <Link to={about.link.href}>{about.link.label}</Link>
          </Button>
        }
      />
    </Page>
  );
}

export const meta = publicPageMeta({ path: pagePaths.about, title: about.title, description: about.message });

export default AboutPage;
