export {
  ProductGrid,
  defaultProductGridLabels,
  type ProductGridLabels,
  productGridState,
  productGridStates,
  type ProductGridCardProps,
  type ProductGridProps,
  type ProductGridState,
} from './ProductGrid';
