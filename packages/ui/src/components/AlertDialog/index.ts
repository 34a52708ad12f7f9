export {
  AlertDialog,
  alertDialogVariantNames,
  defaultAlertDialogLabels,
  type AlertDialogLabels,
  type AlertDialogProps,
} from './AlertDialog';
