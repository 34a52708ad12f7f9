export {
  FiltersPanel,
  defaultFiltersPanelTexts,
  emptyFilters,
  platformFilterOptions,
  type FiltersPanelCounts,
  type FiltersPanelProps,
  type FiltersPanelTexts,
  type FiltersValue,
  type PlatformFilterValue,
} from './FiltersPanel';
