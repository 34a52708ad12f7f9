export {
  PaymentStatus,
  defaultPaymentStatusLabels,
  paymentStatusStates,
  paymentStatusVariants,
  type PaymentStatusLabels,
  type PaymentStatusProps,
  type PaymentStatusState,
} from './PaymentStatus';
