export {
  EmptyState,
  emptyStateSizes,
  emptyStateVariantNames,
  emptyStateVariants,
  type EmptyStateContentProps,
  type EmptyStateFrameProps,
  type EmptyStateProps,
} from './EmptyState';
