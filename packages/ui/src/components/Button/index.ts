export {
  Button,
  buttonVariants,
  buttonVariantNames,
  buttonSizes,
  buttonTextSizes,
  type ButtonProps,
} from './Button';
