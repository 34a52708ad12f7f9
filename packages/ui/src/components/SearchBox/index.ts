export {
  SearchBox,
  defaultSearchBoxLabels,
  searchBoxStatus,
  searchBoxStatuses,
  type SearchBoxLabels,
  type SearchBoxMatchRanges,
  type SearchBoxProps,
  type SearchBoxResult,
  type SearchBoxStatus,
} from './SearchBox';
