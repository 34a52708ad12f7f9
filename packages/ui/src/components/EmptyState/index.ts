export {
  EmptyState,
  emptyStateSizes,
  emptyStateVariantNames,
  emptyStateVariants,
  type EmptyStateProps,
} from './EmptyState';
