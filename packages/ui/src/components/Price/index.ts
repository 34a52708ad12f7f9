export { Price, defaultPriceLabels, type PriceLabels, type PriceProps } from './Price';
export {
  formatPrice,
  currencySymbol,
  defaultCurrency,
  type PriceFormatProps,
  parsePrice,
  discountedFrom,
  savingPercent,
  defaultPriceLocale,
  missingPrice,
  type PriceValue,
} from './prices';
export { ProductPrice, type ProductPriceData, type ProductPriceProps } from './ProductPrice';
