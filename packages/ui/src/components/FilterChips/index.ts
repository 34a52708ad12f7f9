export {
  FilterChips,
  defaultFilterChipsLabels,
  type FilterChip,
  type FilterChipsLabels,
  type FilterChipsProps,
} from './FilterChips';
