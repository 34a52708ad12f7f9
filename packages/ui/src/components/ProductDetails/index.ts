export {
  ProductDetails,
  defaultProductDetailsLabels,
  type ProductDetailsData,
  type ProductDetailsProps,
  type ProductDetailsLabels,
} from './ProductDetails';
export { ProductDetailsSkeleton, type ProductDetailsSkeletonProps } from './ProductDetailsSkeleton';
