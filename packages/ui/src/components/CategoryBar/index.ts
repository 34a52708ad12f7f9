export {
  CategoryBar,
  defaultCategoryBarItems,
  type CategoryBarItem,
  type CategoryBarProps,
} from './CategoryBar';
