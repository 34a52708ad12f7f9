export {
  SearchBox,
  defaultSearchBoxLabels,
  searchBoxStatus,
  searchBoxStatuses,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchBoxResult,
  type SearchBoxStatus,
} from './SearchBox';
