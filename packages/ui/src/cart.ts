// `@keyshop/ui/cart`: the cart's rules without its components, for an app's cart state (which runs on every
// page, long before any cart component is shown). The components use the same functions.
export {
  cartLineStockState,
  cartListQuantity,
  cartListSubtotal,
  nextCartQuantity,
  type CartLineStockState,
} from './components/CartList/cartTotals';
