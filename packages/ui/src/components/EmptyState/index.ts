export {
  EmptyState,
  emptyStateHeadingLevels,
  emptyStateSizes,
  emptyStateTones,
  emptyStateVariants,
  type EmptyStateProps,
} from './EmptyState';
