export {
  Price,
  defaultPriceLabels,
  type PriceLabels,
  formatPrice,
  parsePrice,
  savingPercent,
  defaultPriceLocale,
  missingPrice,
  type PriceProps,
  type PriceValue,
} from './Price';
export { ProductPrice, type ProductPriceData, type ProductPriceProps } from './ProductPrice';
