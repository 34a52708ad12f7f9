export {
  Price,
  defaultPriceLabels,
  type PriceLabels,
  formatPrice,
  currencySymbol,
  defaultCurrency,
  type PriceFormatProps,
  parsePrice,
  savingPercent,
  defaultPriceLocale,
  missingPrice,
  type PriceProps,
  type PriceValue,
} from './Price';
export { ProductPrice, type ProductPriceData, type ProductPriceProps } from './ProductPrice';
