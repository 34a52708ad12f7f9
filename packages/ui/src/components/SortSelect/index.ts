export {
  SortSelect,
  defaultSortSelectLabels,
  sortOptions,
  type SortOptionValue,
  type SortSelectLabels,
  type SortSelectProps,
} from './SortSelect';
