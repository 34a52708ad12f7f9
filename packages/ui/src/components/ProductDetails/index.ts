export {
  ProductDetails,
  defaultProductDetailsTexts,
  type ProductDetailsData,
  type ProductDetailsProps,
  type ProductDetailsTexts,
} from './ProductDetails';
