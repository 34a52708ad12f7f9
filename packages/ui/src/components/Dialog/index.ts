export {
  Dialog,
  DialogClose,
  defaultDialogLabels,
  dialogSizes,
  dialogVariants,
  type DialogBaseProps,
  type DialogLabels,
  type DialogProps,
} from './Dialog';
