export { ArticleCard, type ArticleCardProps } from './ArticleCard';
export { ArticleCardSkeleton, type ArticleCardSkeletonProps } from './ArticleCardSkeleton';
