export {
  FiltersPanel,
  defaultFiltersPanelTexts,
  emptyFilters,
  platformFilterOptions,
  type FiltersPanelProps,
  type FiltersPanelTexts,
  type FiltersValue,
  type PlatformFilterValue,
} from './FiltersPanel';
