import { Button, EmptyState, ErrorState, Spinner } from '@keyshop/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/client';
import { useAdminMe } from '../../hooks/admin';
import { useAuth } from '../../state/auth';
import { loginRedirect } from '../../lib/redirect';
import { SessionCheck } from '../SessionCheck';
import { adminTitle } from '../../lib/admin/adminTitle';

/**
 * The operator's pages open for admins only; the API decides (GET /api/admin/me, the role read from the
 * database). The session lives in the browser, so the server renders the check and the browser the verdict:
 * strangers are asked to sign in, shoppers (403) are told they are not allowed.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  const location = useLocation();
  const me = useAdminMe();

  if (status === 'checking') return <SessionCheck title="Admin" />;
  if (!user) {
    const { to, state } = loginRedirect(location);
    return (
      <>
        <title>{adminTitle('Sign in')}</title>
        <EmptyState
          headingLevel={1}
          size="lg"
          message="Sign in to run the shop"
          description="The admin pages are for the shop's operators."
          action={
            <Button asChild>
              <Link to={to} state={state}>
                Sign in
              </Link>
            </Button>
          }
        />
      </>
    );
  }
  if (me.error) {
    if (me.error instanceof ApiError && me.error.status === 403) {
      return (
        <>
          <title>{adminTitle('Not allowed')}</title>
          <EmptyState
            headingLevel={1}
            size="lg"
            message="Not allowed"
            description={`${user.email} is not an admin of this shop.`}
            action={
              <Button asChild variant="secondary">
                <Link to="/">Back to the store</Link>
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <title>{adminTitle('Error')}</title>
        <ErrorState
          headingLevel={1}
          size="lg"
          message="Your access could not be checked."
          description={me.error instanceof Error ? me.error.message : undefined}
          action={<Button onClick={() => void me.mutate()}>Try again</Button>}
        />
      </>
    );
  }
  if (!me.data) {
    return (
      <>
        <title>{adminTitle('Checking access')}</title>
        <EmptyState
          headingLevel={1}
          size="lg"
          icon={<Spinner label={null} />}
          message="Checking your access"
        />
      </>
    );
  }
  return children;
}
