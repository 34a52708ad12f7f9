export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  iconButtonTones,
  defaultCountLabel,
  type IconButtonProps,
} from './IconButton';
