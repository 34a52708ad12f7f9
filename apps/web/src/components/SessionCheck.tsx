import { EmptyState, Spinner } from '@keyshop/ui';
import { pageTitle } from '../lib/title';
import { NoScriptNotice } from './NoScriptNotice';

/** Shown while the stored session is verified at start, so a signed-in reload is not mistaken for a visitor. */
export function SessionCheck({ title }: { title: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <NoScriptNotice subject="This page" title={title} />
      <EmptyState
        headingLevel={1}
        size="lg"
        icon={<Spinner label={null} />}
        message="Checking your session"
      />
    </>
  );
}
