export { CartList, cartListVariants, type CartListProps } from './CartList';
export {
  CartListSubtotal,
  defaultCartListSubtotalLabels,
  type CartListSubtotalLabels,
  type CartListSubtotalProps,
} from './CartListSubtotal';
export { CartListSkeleton, type CartListSkeletonProps } from './CartListSkeleton';
export {
  cartLineStockState,
  cartLineStockStates,
  cartListQuantity,
  cartListSubtotal,
  nextCartQuantity,
  type CartLineStockState,
} from './cartTotals';
