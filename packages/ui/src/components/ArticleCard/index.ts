export { ArticleCard, articleCardHeadingLevels, type ArticleCardProps } from './ArticleCard';
export { ArticleCardSkeleton, type ArticleCardSkeletonProps } from './ArticleCardSkeleton';
