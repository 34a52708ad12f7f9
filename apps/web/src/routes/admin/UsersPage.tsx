import type { AdminUser, UserRole } from '@keyshop/contracts/operator';
import { Alert, AlertDialog, Button, ButtonGroup, DataTable, Page, type DataTableColumn } from '@keyshop/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, endAdminUserSessions, setAdminUserRole } from '../../api/admin';
import { ApiError } from '../../api/client';
import { AdminSearch } from '../../components/admin/AdminSearch';
import { useAdminUsers } from '../../hooks/admin';
import { formatDateTime } from '../../lib/admin/adminFormat';
import { knownRowCount, readPage } from '../../lib/admin/adminPaging';
import { adminTitle } from '../../lib/admin/adminTitle';
import { noindexMeta } from '../../seo';

type Outcome = { variant: 'success' | 'danger'; message: string };

/** Promote, demote and end sessions of one account; `report` says how it went, `changed` reloads the list. */
function UserActions({
  user,
  report,
  changed,
}: {
  user: AdminUser;
  report: (outcome: Outcome) => void;
  changed: () => Promise<unknown>;
}) {
  const act = async (action: () => Promise<{ message: string }>, fallback: string) => {
    try {
      report({ variant: 'success', message: (await action()).message });
      await changed();
    } catch (error) {
      report({ variant: 'danger', message: error instanceof ApiError ? error.message : fallback });
      throw error;
    }
  };
  const setRole = (role: UserRole) =>
    act(() => setAdminUserRole(user.id, role), 'The role could not be changed.');
  return (
    <ButtonGroup aria-label={`Actions for ${user.email}`}>
      {user.role === 'admin' ? (
        <AlertDialog
          variant="danger"
          trigger={<Button variant="secondary">Demote</Button>}
          title={`Demote ${user.email}?`}
          description="The account loses admin rights at once, and ADMIN_EMAILS never makes it an admin again (only a promotion here or from the command line does)."
          labels={{ confirm: 'Demote' }}
          onConfirm={() => setRole('shopper')}
        />
      ) : (
        <AlertDialog
          trigger={<Button variant="secondary">Promote</Button>}
          title={`Make ${user.email} an admin?`}
          description={
            user.emailVerified
              ? 'The account gets every admin right: orders, refunds, keys, products and users.'
              : 'The account gets admin rights once it confirms its e-mail address.'
          }
          labels={{ confirm: 'Promote' }}
          onConfirm={() => setRole('admin')}
        />
      )}
      <AlertDialog
        variant="danger"
        trigger={<Button variant="secondary">End sessions</Button>}
        title={`Sign ${user.email} out everywhere?`}
        description="Every device signed in to this account is signed out and must sign in again."
        labels={{ confirm: 'End sessions' }}
        onConfirm={() => act(() => endAdminUserSessions(user.id), 'The sessions could not be ended.')}
      />
    </ButtonGroup>
  );
}

/** /admin/users?q=&page=: every account, who is an admin, promote, demote and end sessions. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = readPage(params.get('page'));
  const { data, error, isLoading, mutate } = useAdminUsers(q, page);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const columns: readonly DataTableColumn<AdminUser>[] = [
    { id: 'email', header: 'E-mail', rowHeader: true },
    { id: 'username', header: 'Username' },
    { id: 'role', header: 'Role', render: (user) => (user.role === 'admin' ? 'Admin' : 'Shopper') },
    {
      id: 'emailVerified',
      header: 'Address',
      render: (user) => (user.emailVerified ? 'Confirmed' : 'Not confirmed'),
    },
    { id: 'createdAt', header: 'Registered', render: (user) => formatDateTime(user.createdAt) },
    { id: 'liveSessions', header: 'Sessions', align: 'end' },
    {
      id: 'actions',
      header: 'Actions',
      render: (user) => <UserActions user={user} report={setOutcome} changed={() => mutate()} />,
    },
  ];

  return (
    <Page title="Users">
      <title>{adminTitle('Users')}</title>
      <AdminSearch name="Users" label="E-mail or username" />
      {outcome && (
        <Alert variant={outcome.variant} live onDismiss={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      <DataTable
        caption={q ? `Accounts matching “${q}”` : 'Accounts, newest first'}
        columns={columns}
        rows={data?.users ?? []}
        manual
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPageChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
        rowCount={data ? knownRowCount(page, data.users.length, data.hasMore) : 0}
        loading={isLoading}
        error={error instanceof Error ? error.message : error && 'The accounts could not be loaded.'}
        empty={q ? `No account matches “${q}”.` : 'No accounts yet.'}
      />
    </Page>
  );
}

export const meta = noindexMeta;

export default UsersPage;
