export { CartList, cartListVariants, type CartListProps } from './CartList';
export { CartListSubtotal, type CartListSubtotalProps } from './CartListSubtotal';
export { cartListQuantity, cartListSubtotal } from './cartTotals';
