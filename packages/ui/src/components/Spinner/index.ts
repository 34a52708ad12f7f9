export { Spinner, spinnerVariants, spinnerSizes, type SpinnerProps } from './Spinner';
