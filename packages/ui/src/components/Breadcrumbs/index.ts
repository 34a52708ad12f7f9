export {
  Breadcrumbs,
  defaultBreadcrumbsLabels,
  type BreadcrumbItem,
  type BreadcrumbsLabels,
  type BreadcrumbsProps,
} from './Breadcrumbs';
