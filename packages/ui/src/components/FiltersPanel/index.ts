export {
  FiltersPanel,
  defaultFiltersPanelLabels,
  emptyFilters,
  defaultFilterPlatforms,
  type FiltersPanelCounts,
  type FiltersPanelProps,
  type FiltersPanelLabels,
  type FiltersValue,
  type PlatformFilterValue,
} from './FiltersPanel';
export { FiltersPanelChips, type FiltersPanelChipsProps } from './FiltersPanelChips';
