export {
  CardFields,
  defaultCardFieldsLabels,
  type CardFieldsLabels,
  type CardFieldsProps,
} from './CardFields';
export {
  cardErrors,
  cardFieldErrors,
  cardNumberDigits,
  emptyCardDetails,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  passesLuhn,
  type CardDetails,
  type CardErrors,
  type CardFieldError,
} from './cardRules';
