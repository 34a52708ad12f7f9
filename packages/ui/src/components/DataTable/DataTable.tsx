'use client';
import { cx } from 'class-variance-authority';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useControllableState } from '../../utils/useControllableState';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Pagination, type PaginationLabels } from '../Pagination';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';

export const dataTableAligns = ['start', 'center', 'end'] as const;
export const dataTableSortDirections = ['ascending', 'descending'] as const;

export type DataTableRowKey = string | number;

export interface DataTableSort {
  /** The sorted column's `id`. */
  column: string;
  direction: (typeof dataTableSortDirections)[number];
}

export interface DataTableColumn<Row> {
  /** The column's key: the row field it shows (unless `render` is given) and sorts by. */
  id: string;
  header: ReactNode;
  /** The cell's content; the row's `id` field as text by default. */
  render?: (row: Row) => ReactNode;
  /** A button in the header sorts by this column (APG sortable table). */
  sortable?: boolean;
  /** `end` for figures, so their digits line up. */
  align?: (typeof dataTableAligns)[number];
  /** The cell names its row (`<th scope="row">`), e.g. the product name; also names the row's checkbox. */
  rowHeader?: boolean;
}

export interface DataTableLabels {
  /** The select-all checkbox's name. */
  selectAll: string;
  /** A row checkbox's name, from the row header's text. */
  selectRow: (row: string) => string;
  /** The selection column's header, read by screen readers. */
  selection: string;
  /** Said while the rows load. */
  loading: string;
  /** Shown when there are no rows. */
  empty: string;
  /** The count under the table, e.g. '2 of 40 selected'. */
  selected: (count: number, total: number) => string;
}

export const defaultDataTableLabels: DataTableLabels = {
  selectAll: 'Select all rows on this page',
  selectRow: (row) => `Select ${row}`,
  selection: 'Selection',
  loading: 'Loading rows',
  empty: 'Nothing to show.',
  selected: (count, total) => `${count} of ${total} selected`,
};

export interface DataTableProps<Row extends object> extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue'
> {
  /** The table's name, shown above it (`hideCaption` keeps it for screen readers only). */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** The row field that identifies a row (keys, selection). */
  rowKey?: string;
  /**
   * The rows are already sorted and paged (by a server): the table shows `rows` as they are and only reports
   * sort and page changes. Otherwise it sorts and pages `rows` itself.
   */
  manual?: boolean;
  /** The sorted column (controlled); `null` for none. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** A checkbox per row and a select-all checkbox in the header. */
  selectable?: boolean;
  /** The selected rows' keys (controlled). */
  selected?: readonly DataTableRowKey[];
  defaultSelected?: readonly DataTableRowKey[];
  onSelectedChange?: (selected: DataTableRowKey[]) => void;
  /** Rows per page; pages with the library's Pagination when set. */
  pageSize?: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** All rows on every page, when `manual` (for the page count). */
  rowCount?: number;
  /** Skeleton rows in place of the body, and the table marked busy. */
  loading?: boolean;
  /** A failure in place of the rows, e.g. 'The orders could not be loaded.' */
  error?: ReactNode;
  /** Shown when there are no rows; `labels.empty` by default. */
  empty?: ReactNode;
  /** Caps the table's height: its body scrolls and the header stays in view. */
  maxHeight?: CSSProperties['maxHeight'];
  labels?: Partial<DataTableLabels>;
  paginationLabels?: Partial<PaginationLabels>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const field = (row: object, id: string) => (row as Record<string, unknown>)[id];
const asText = (value: unknown) => (value == null ? '' : String(value));

/** A native checkbox whose mixed state (some rows selected) is set on the element, as HTML offers no attribute. */
function SelectBox({ mixed, ...props }: ComponentPropsWithoutRef<'input'> & { mixed?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(mixed);
  }, [mixed]);
  return <input {...props} ref={ref} type="checkbox" className={styles.checkbox} />;
}

/**
 * Rows of data in a native table (the APG table and sortable table patterns): sortable columns with a button
 * in the header and `aria-sort` on the sorted one, row selection by checkbox with a mixed select-all, paging
 * with Pagination, and loading, empty and error states. Wide tables scroll sideways in a keyboard-reachable
 * region.
 */
export function DataTable<Row extends object>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey = 'id',
  manual = false,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  selectable = false,
  selected: selectedProp,
  defaultSelected = [],
  onSelectedChange,
  pageSize,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  rowCount,
  loading = false,
  error,
  empty,
  maxHeight,
  labels,
  paginationLabels,
  className,
  ...props
}: DataTableProps<Row>) {
  const text = { ...defaultDataTableLabels, ...labels };
  const captionId = useId();
  const [sort, setSort] = useControllableState<DataTableSort | null>(sortProp, defaultSort, (next) =>
    next ? onSortChange?.(next) : undefined,
  );
  const [selected, setSelected] = useControllableState<readonly DataTableRowKey[]>(
    selectedProp,
    defaultSelected,
    (next) => onSelectedChange?.([...next]),
  );
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);

  // A region that scrolls must be reachable by keyboard (WCAG 2.1.1): a Tab stop only while it overflows.
  const region = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = region.current;
    if (!node) return;
    const observer = new ResizeObserver(() =>
      setOverflows(node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight),
    );
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const sorted =
    manual || !sort
      ? rows
      : [...rows].sort((a, b) => {
          const order = compare(field(a, sort.column), field(b, sort.column));
          return sort.direction === 'ascending' ? order : -order;
        });
  const total = manual ? (rowCount ?? rows.length) : rows.length;
  const pageCount = pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const currentPage = Math.min(Math.max(1, page), pageCount);
  const visible =
    manual || !pageSize ? sorted : sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const keyOf = (row: Row) => field(row, rowKey) as DataTableRowKey;
  const headerColumn = columns.find((column) => column.rowHeader);
  const rowName = (row: Row) => asText(headerColumn ? field(row, headerColumn.id) : keyOf(row));
  const selectedSet = new Set(selected);
  const visibleKeys = visible.map(keyOf);
  const visibleSelected = visibleKeys.filter((key) => selectedSet.has(key)).length;
  const allSelected = visibleKeys.length > 0 && visibleSelected === visibleKeys.length;

  const toggleRow = (key: DataTableRowKey) =>
    setSelected(selectedSet.has(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  const toggleAll = () =>
    setSelected(
      allSelected
        ? selected.filter((key) => !visibleKeys.includes(key))
        : [...selected, ...visibleKeys.filter((key) => !selectedSet.has(key))],
    );
  const sortBy = (column: string) =>
    setSort({
      column,
      direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
    });

  const columnCount = columns.length + (selectable ? 1 : 0);
  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className={styles.stateCell}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: pageSize ?? 5 }, (_, index) => (
      <tr key={index} aria-hidden>
        {selectable && (
          <td className={cx(styles.bodyCell, styles.selectCell)}>
            <Skeleton width="1.125rem" />
          </td>
        )}
        {columns.map((column) => (
          <td key={column.id} className={styles.bodyCell}>
            <Skeleton width={column.align === 'end' ? '4rem' : '70%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = stateRow(<ErrorState size="sm" message={error} />);
  } else if (visible.length === 0) {
    body = stateRow(<EmptyState size="sm" message={empty ?? text.empty} />);
  } else {
    body = visible.map((row) => {
      const key = keyOf(row);
      const isSelected = selectedSet.has(key);
      return (
        <tr key={key} data-state={isSelected ? 'selected' : undefined}>
          {selectable && (
            <td className={cx(styles.bodyCell, styles.selectCell)}>
              <SelectBox
                aria-label={text.selectRow(rowName(row))}
                checked={isSelected}
                onChange={() => toggleRow(key)}
              />
            </td>
          )}
          {columns.map((column) => {
            const Cell = column.rowHeader ? 'th' : 'td';
            return (
              <Cell
                key={column.id}
                scope={column.rowHeader ? 'row' : undefined}
                className={cx(styles.bodyCell, column.align && styles.aligns[column.align])}
              >
                {column.render ? column.render(row) : asText(field(row, column.id))}
              </Cell>
            );
          })}
        </tr>
      );
    });
  }

  const showPagination = Boolean(pageSize) && pageCount > 1 && !error;
  return (
    <div
      {...props}
      className={cx(styles.root, className)}
      data-state={loading ? 'loading' : error ? 'error' : visible.length ? 'idle' : 'empty'}
    >
      <div
        ref={region}
        // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-labelledby={overflows ? captionId : undefined}
        data-sticky={maxHeight !== undefined}
        className={styles.region}
        style={{ maxHeight }}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={cx(styles.caption, hideCaption && visuallyHidden)}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className={cx(styles.headerCell, styles.selectCell)}>
                  <span className={visuallyHidden}>{text.selection}</span>
                  <SelectBox
                    aria-label={text.selectAll}
                    checked={allSelected}
                    mixed={visibleSelected > 0 && !allSelected}
                    disabled={loading || visibleKeys.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                const SortIcon =
                  direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction}
                    className={cx(styles.headerCell, column.align && styles.aligns[column.align])}
                  >
                    {column.sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => sortBy(column.id)}>
                        {column.header}
                        <SortIcon aria-hidden className={styles.sortIcon} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <p role="status" className={selectable && !loading ? styles.summary : visuallyHidden}>
        {loading ? text.loading : selectable ? text.selected(selected.length, total) : ''}
      </p>
      {showPagination && (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={paginationLabels}
        />
      )}
    </div>
  );
}
