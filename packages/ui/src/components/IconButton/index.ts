export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  iconButtonTones,
  defaultIconButtonLabels,
  type IconButtonLabels,
  type IconButtonProps,
} from './IconButton';
