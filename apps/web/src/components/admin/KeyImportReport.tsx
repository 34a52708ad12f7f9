import type { KeyImportReport as Report } from '@keyshop/contracts/operator';
import { DataTable, StatCard, StatCards, type DataTableColumn } from '@keyshop/ui';

type Problem = Report['invalidLines'][number];

const problemColumns: readonly DataTableColumn<Problem>[] = [
  { id: 'line', header: 'Line', rowHeader: true, align: 'end' },
  { id: 'field', header: 'Field' },
  { id: 'message', header: 'Problem' },
];

const lineList = (lines: readonly number[], count: number) =>
  `${lines.join(', ')}${count > lines.length ? ` and ${count - lines.length} more` : ''}`;

/** What a dry run found in a key file (what a commit would add), or what a commit added. */
export function KeyImportReport({ report }: { report: Report }) {
  return (
    <>
      <StatCards aria-label={report.dryRun ? 'Dry run' : 'Import'}>
        <StatCard
          label={report.dryRun ? 'New keys' : 'Keys added'}
          value={report.dryRun ? report.new : report.added}
        />
        <StatCard label="Duplicates in the file" value={report.duplicateInFile} />
        <StatCard label="Already in the store" value={report.alreadyInStore} />
        <StatCard label="Invalid lines" value={report.invalid} />
      </StatCards>
      {report.duplicateLines.length > 0 && (
        <p>Duplicate lines: {lineList(report.duplicateLines, report.duplicateInFile)}.</p>
      )}
      {report.inStoreLines.length > 0 && (
        <p>Lines already in the store: {lineList(report.inStoreLines, report.alreadyInStore)}.</p>
      )}
      {report.invalidLines.length > 0 && (
        <DataTable
          caption={
            report.invalid > report.invalidLines.length
              ? `Invalid lines (the first ${report.invalidLines.length} of ${report.invalid})`
              : 'Invalid lines'
          }
          columns={problemColumns}
          rows={report.invalidLines}
          rowKey="line"
        />
      )}
    </>
  );
}
