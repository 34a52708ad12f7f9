export { CartList, cartListVariants, type CartListProps } from './CartList';
export {
  CartListSubtotal,
  defaultCartListSubtotalLabels,
  type CartListSubtotalLabels,
  type CartListSubtotalProps,
} from './CartListSubtotal';
export { cartListQuantity, cartListSubtotal, nextCartQuantity } from './cartTotals';
