export {
  Toaster,
  toast,
  toastDurations,
  toastKinds,
  type ToastId,
  type ToastKind,
  type ToastOptions,
  type ToasterProps,
} from './Toaster';
