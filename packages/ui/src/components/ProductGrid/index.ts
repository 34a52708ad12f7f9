export {
  ProductGrid,
  productGridState,
  productGridStates,
  type ProductGridCardProps,
  type ProductGridProps,
  type ProductGridState,
} from './ProductGrid';
