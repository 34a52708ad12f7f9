export {
  RadioGroup,
  radioGroupOrientations,
  radioGroupVariants,
  type RadioGroupOption,
  type RadioGroupProps,
} from './RadioGroup';
