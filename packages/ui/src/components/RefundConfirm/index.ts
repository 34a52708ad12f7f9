export {
  RefundConfirm,
  defaultRefundConfirmLabels,
  type RefundConfirmLabels,
  type RefundConfirmProps,
} from './RefundConfirm';
