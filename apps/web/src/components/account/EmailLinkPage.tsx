import type { LinkConfirmedResponse } from '@keyshop/contracts';
import { Alert, Button, EmptyState, Page, Spinner } from '@keyshop/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '../../lib/title';
import { auth } from '../../state/auth';

type Outcome = { status: 'working' } | { status: 'done' | 'failed'; message: string };

export type EmailLinkPageProps = {
  title: string;
  /** Spends the link's token (once: a link works a single time). */
  confirm: (token: string) => Promise<LinkConfirmedResponse>;
  next: { to: string; label: string };
};

const NO_TOKEN =
  'This link is incomplete: open the whole link from the e-mail, or copy all of it into the address bar.';

/**
 * The page an e-mailed link opens. The server renders it waiting; the browser then spends the token with a POST
 * (a GET never does: mail scanners open links), says how it went and reads the session afresh.
 */
export function EmailLinkPage({ title, confirm, next }: EmailLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setOutcome] = useState<Outcome>({ status: 'working' });
  const outcome: Outcome = token ? result : { status: 'failed', message: NO_TOKEN };
  const spent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spent.current === token) return;
    spent.current = token;
    confirm(token).then(
      ({ message }) => {
        setOutcome({ status: 'done', message });
        void auth.start();
      },
      (error: unknown) =>
        setOutcome({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [token, confirm]);

  return (
    <Page title={title}>
      <title>{pageTitle(title)}</title>
      {outcome.status === 'working' ? (
        <EmptyState icon={<Spinner label={null} />} message="Checking your link" />
      ) : (
        <Alert
          live
          variant={outcome.status === 'done' ? 'success' : 'danger'}
          title={outcome.status === 'done' ? 'Done' : 'This link did not work'}
          action={
            <Button asChild variant="link">
              <Link to={next.to}>{next.label}</Link>
            </Button>
          }
        >
          {outcome.message}
        </Alert>
      )}
    </Page>
  );
}
