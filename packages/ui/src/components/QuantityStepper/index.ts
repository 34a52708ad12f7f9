export {
  QuantityStepper,
  defaultQuantityStepperLabels,
  quantityStepperSizes,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './QuantityStepper';
