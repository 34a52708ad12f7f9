export {
  OrderSummary,
  defaultOrderSummaryLabels,
  orderSummaryHeadingLevels,
  orderSummaryTotal,
  type OrderSummaryLabels,
  type OrderSummaryLine,
  type OrderSummaryProps,
} from './OrderSummary';
export { OrderSummarySkeleton, type OrderSummarySkeletonProps } from './OrderSummarySkeleton';
