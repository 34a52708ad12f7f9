import { LegalPage, Page } from '@keyshop/ui';
import type { ReactNode } from 'react';
import type { ContentPage } from '../../content/types';
import { renderRouterLink } from '../../components/routerLink';
import { pageTitle } from '../../lib/title';

/** A static text page: the page frame around a LegalPage (title, date, contents, sections) from `content`. */
export function ContentRoute({ content, children }: { content: ContentPage; children?: ReactNode }) {
  return (
    <Page width="narrow">
      <title>{pageTitle(content.title)}</title>
      <LegalPage {...content} renderLink={renderRouterLink}>
        {children}
      </LegalPage>
    </Page>
  );
}
