export {
  Price,
  formatPrice,
  parsePrice,
  defaultPriceLocale,
  missingPrice,
  type PriceProps,
  type PriceValue,
} from './Price';
