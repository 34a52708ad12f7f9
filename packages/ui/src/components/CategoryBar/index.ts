export {
  CategoryBar,
  defaultCategoryBarLabels,
  type CategoryBarItem,
  type CategoryBarLabels,
  type CategoryBarProps,
} from './CategoryBar';
