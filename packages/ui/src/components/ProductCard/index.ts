export {
  ProductCard,
  productCardHeadingLevels,
  type ProductCardData,
  type ProductCardProps,
} from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
