export {
  Price,
  formatPrice,
  parsePrice,
  savingPercent,
  defaultPriceLocale,
  missingPrice,
  type PriceProps,
  type PriceValue,
} from './Price';
