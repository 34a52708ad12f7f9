export { SortSelect, sortOptions, type SortOptionValue, type SortSelectProps } from './SortSelect';
