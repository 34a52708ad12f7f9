export {
  PaymentStatus,
  defaultPaymentStatusLabels,
  paymentStatusHeadingLevels,
  paymentStatusStates,
  paymentStatusVariants,
  type PaymentStatusLabels,
  type PaymentStatusProps,
  type PaymentStatusState,
} from './PaymentStatus';
