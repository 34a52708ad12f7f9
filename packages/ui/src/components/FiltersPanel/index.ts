export {
  FiltersPanel,
  defaultFiltersPanelLabels,
  emptyFilters,
  platformFilterOptions,
  type FiltersPanelCounts,
  type FiltersPanelProps,
  type FiltersPanelLabels,
  type FiltersValue,
  type PlatformFilterValue,
} from './FiltersPanel';
export { FiltersPanelChips, type FiltersPanelChipsProps } from './FiltersPanelChips';
