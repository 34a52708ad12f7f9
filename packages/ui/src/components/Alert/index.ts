export {
  Alert,
  alertVariantNames,
  alertVariants,
  defaultAlertLabels,
  type AlertLabels,
  type AlertProps,
} from './Alert';
