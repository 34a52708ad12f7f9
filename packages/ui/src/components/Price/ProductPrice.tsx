import { Price, type PriceProps } from './Price';
import type { PriceValue } from './prices';

/** The price fields of a product (a contracts `Product` fits): during a sale, its regular and 30-day lowest. */
export interface ProductPriceData {
  price: PriceValue;
  regularPrice?: PriceValue;
  lowestPrice30d?: PriceValue;
}

export interface ProductPriceProps extends Omit<PriceProps, 'value' | 'originalPrice' | 'lowestPrice'> {
  product: ProductPriceData;
}

/** A product's price with its sale parts: what cards, the product page and cart lines show. */
export function ProductPrice({ product, ...props }: ProductPriceProps) {
  return (
    <Price
      value={product.price}
      originalPrice={product.regularPrice}
      lowestPrice={product.lowestPrice30d}
      {...props}
    />
  );
}
