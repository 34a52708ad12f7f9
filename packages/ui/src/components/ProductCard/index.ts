export {
  ProductCard,
  defaultProductCardLabels,
  type ProductCardLabels,
  type ProductCardData,
  type ProductCardProps,
  type ProductCardSharedProps,
} from './ProductCard';
export { cardImageFits, type CardImageFit, type CardImageProps } from '../../utils/cardImage';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
