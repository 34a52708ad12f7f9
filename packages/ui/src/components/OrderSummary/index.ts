export {
  OrderSummary,
  defaultOrderSummaryLabels,
  orderSummaryTotal,
  type OrderSummaryLabels,
  type OrderSummaryLine,
  type OrderSummaryProps,
} from './OrderSummary';
export { OrderSummarySkeleton, type OrderSummarySkeletonProps } from './OrderSummarySkeleton';
