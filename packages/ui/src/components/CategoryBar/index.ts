export { CategoryBar, type CategoryBarItem, type CategoryBarProps } from './CategoryBar';
