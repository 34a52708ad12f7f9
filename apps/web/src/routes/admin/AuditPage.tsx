import type { AuditEntry } from '@keyshop/contracts/operator';
import { DataTable, Page, type DataTableColumn } from '@keyshop/ui';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../api/admin';
import { useAdminAudit } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { formatDateTime } from '../../lib/admin/adminFormat';
import { knownRowCount, readPage } from '../../lib/admin/adminPaging';
import { adminTitle } from '../../lib/admin/adminTitle';

/** A record as one line of JSON ('—' for none, e.g. before a creation). */
const record = (value: unknown) => (value == null ? '—' : <code>{JSON.stringify(value)}</code>);

const columns: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', rowHeader: true, render: (entry) => formatDateTime(entry.at) },
  {
    id: 'actor',
    header: 'Who',
    // The account's id with its e-mail at the time: two accounts that held one address stay apart.
    render: (entry) => (entry.actorId ? `${entry.actor} (account ${entry.actorId})` : entry.actor),
  },
  { id: 'action', header: 'What' },
  { id: 'targetId', header: 'Target', render: (entry) => `${entry.targetType} ${entry.targetId}` },
  { id: 'before', header: 'Before', render: (entry) => record(entry.before) },
  { id: 'after', header: 'After', render: (entry) => record(entry.after) },
];

/** /admin/audit?page=: every admin write, newest first. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const { data, error, isLoading } = useAdminAudit(page);
  return (
    <Page title="Audit log">
      <title>{adminTitle('Audit log')}</title>
      <DataTable
        caption="Admin changes, newest first"
        columns={columns}
        rows={data?.entries ?? []}
        manual
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPageChange={(next) => setParams({ page: String(next) })}
        rowCount={data ? knownRowCount(page, data.entries.length, data.hasMore) : 0}
        loading={isLoading}
        error={error instanceof Error ? error.message : error && 'The audit log could not be loaded.'}
        empty="No admin change has been made yet."
      />
    </Page>
  );
}

export const meta = noindexMeta;

export default AuditPage;
