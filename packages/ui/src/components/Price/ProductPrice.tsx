import { Price, type PriceProps } from './Price';
import type { PriceValue } from './prices';

/**
 * The price fields of a product (a contracts `Product` fits): the current price and, while a sale is announced
 * as a reduction, the lowest price of the 30 days before it began (its reference).
 */
export interface ProductPriceData {
  price: PriceValue;
  lowestPrice30d?: PriceValue;
}

export interface ProductPriceProps extends Omit<PriceProps, 'price' | 'lowestPrice30d'> {
  product: ProductPriceData;
}

/** A product's price with its reduction: what cards, the product page and cart lines show. */
export function ProductPrice({ product, ...props }: ProductPriceProps) {
  return <Price price={product.price} lowestPrice30d={product.lowestPrice30d} {...props} />;
}
