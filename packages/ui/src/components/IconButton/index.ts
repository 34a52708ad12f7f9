export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  defaultIconButtonLabels,
  type IconButtonLabels,
  type IconButtonProps,
} from './IconButton';
