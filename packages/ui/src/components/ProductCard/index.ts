export {
  ProductCard,
  defaultProductCardLabels,
  type ProductCardLabels,
  productCardHeadingLevels,
  type ProductCardData,
  type ProductCardProps,
} from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
