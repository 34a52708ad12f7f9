export { Button, buttonVariants, buttonVariantNames, buttonSizes, type ButtonProps } from './Button';
