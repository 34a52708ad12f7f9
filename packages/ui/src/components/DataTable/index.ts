export {
  DataTable,
  dataTableAligns,
  dataTableSortDirections,
  defaultDataTableLabels,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableRowKey,
  type DataTableSort,
} from './DataTable';
