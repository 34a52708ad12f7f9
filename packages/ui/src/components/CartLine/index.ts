export {
  CartLine,
  cartLineLayouts,
  cartLineVariants,
  defaultCartLineLabels,
  type CartLineData,
  type CartLineLabels,
  type CartLineProps,
} from './CartLine';
export { CartLineSkeleton, type CartLineSkeletonProps } from './CartLineSkeleton';
