export { CartList, cartListVariants, type CartListProps } from './CartList';
export {
  CartListSubtotal,
  defaultCartListSubtotalLabels,
  type CartListSubtotalLabels,
  type CartListSubtotalProps,
} from './CartListSubtotal';
export {
  cartLineStockState,
  cartLineStockStates,
  cartListQuantity,
  cartListSubtotal,
  nextCartQuantity,
  type CartLineStockState,
} from './cartTotals';
