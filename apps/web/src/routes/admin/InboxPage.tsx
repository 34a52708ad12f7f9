import { inboxKinds, inboxStatuses, type InboxMessage, type InboxQuery } from '@keyshop/contracts/operator';
import { Badge, Button, DataTable, Page, Select, type DataTableColumn } from '@keyshop/ui';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../api/admin';
import { useInbox } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { formatDateTime } from '../../lib/admin/adminFormat';
import { adminPaths } from '../../lib/admin/adminLinks';
import { knownRowCount, readPage } from '../../lib/admin/adminPaging';
import { adminTitle } from '../../lib/admin/adminTitle';

const kindLabels: Record<InboxMessage['kind'], string> = { support: 'Support', contact: 'Contact' };
const statusLabels: Record<NonNullable<InboxQuery['status']>, string> = { open: 'Open', handled: 'Handled' };

/** A `?param=` that must be one of `values` (anything else, `__proto__` included, means none). */
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/** The first line of the message (or its subject), short enough for a table cell. */
const preview = (message: InboxMessage) => {
  const line = message.subject ?? message.message.split('\n', 1)[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line || '(no message)';
};

const columns: readonly DataTableColumn<InboxMessage>[] = [
  {
    id: 'createdAt',
    header: 'Received',
    rowHeader: true,
    render: (message) => (
      <Link to={adminPaths.inboxMessage(message.id)}>{formatDateTime(message.createdAt)}</Link>
    ),
  },
  { id: 'kind', header: 'Kind', render: (message) => kindLabels[message.kind] },
  {
    id: 'email',
    header: 'From',
    render: (message) => (message.name ? `${message.name} <${message.email}>` : message.email),
  },
  { id: 'subject', header: 'About', render: preview },
  {
    id: 'handledAt',
    header: 'State',
    render: (message) => (message.handledAt ? <Badge variant="success">Handled</Badge> : <Badge>Open</Badge>),
  },
];

/** /admin/inbox?status=&kind=&page=: support and contact messages, newest first. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const status = oneOf(inboxStatuses, params.get('status'));
  const kind = oneOf(inboxKinds, params.get('kind'));
  const page = readPage(params.get('page'));
  const { data, error, isLoading } = useInbox(status, kind, page);

  const filters = (next: { status?: string; kind?: string; page?: number }) => {
    const entries = Object.entries({ status, kind, ...next }).filter(([, value]) => value);
    setParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])));
  };
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    filters({
      status: String(form.get('status') ?? ''),
      kind: String(form.get('kind') ?? ''),
      page: undefined,
    });
  };

  return (
    <Page title="Inbox">
      <title>{adminTitle('Inbox')}</title>
      <form role="search" aria-label="Inbox filters" onSubmit={filter} key={`${status}-${kind}`}>
        <Select
          label="State"
          name="status"
          placeholder="Any"
          defaultValue={status ?? ''}
          options={inboxStatuses.map((value) => ({ value, label: statusLabels[value] }))}
        />
        <Select
          label="Kind"
          name="kind"
          placeholder="Any"
          defaultValue={kind ?? ''}
          options={inboxKinds.map((value) => ({ value, label: kindLabels[value] }))}
        />
        <Button type="submit">Filter</Button>
      </form>
      <DataTable
        caption="Messages, newest first"
        columns={columns}
        rows={data?.messages ?? []}
        manual
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPageChange={(next) => filters({ page: next })}
        rowCount={data ? knownRowCount(page, data.messages.length, data.hasMore) : 0}
        loading={isLoading}
        error={error instanceof Error ? error.message : error && 'The inbox could not be loaded.'}
        empty={status || kind ? 'No message matches these filters.' : 'No messages yet.'}
      />
    </Page>
  );
}

export const meta = noindexMeta;

export default InboxPage;
