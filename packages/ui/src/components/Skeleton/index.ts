export { Skeleton, skeletonVariants, skeletonShapes, type SkeletonProps } from './Skeleton';
