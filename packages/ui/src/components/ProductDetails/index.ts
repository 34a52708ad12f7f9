export {
  ProductDetails,
  defaultProductDetailsLabels,
  type ProductDetailsData,
  type ProductDetailsProps,
  type ProductDetailsLabels,
} from './ProductDetails';
