import { announcedReduction, type Product } from '@keyshop/contracts';
import type { FullProductRow, OperatorColumns, SaleColumns } from '../db/schema';
import { currentPrice, type PricedRow } from './pricing';

/** The price part of a product at `now`: current price, regular price, running sale, lowest before it. */
export type PriceFields = Pick<Product, 'price' | 'regularPrice' | 'sale' | 'lowestPrice30d'>;

/**
 * Also used alone by the read model, to re-price a product when its sale starts or ends. A running sale is
 * charged, but announced (`sale`, `lowestPrice30d`) only when it undercuts the lowest price of the 30 days
 * before it began; with no recorded change in those days, the regular price was that price.
 */
export function priceFields(row: PricedRow, lowestPrice30d: number | null, now: Date): PriceFields {
  const priced = currentPrice(row, now);
  const reduction = priced.sale && announcedReduction(priced.price, lowestPrice30d ?? priced.regularPrice);
  return {
    price: priced.price,
    regularPrice: priced.regularPrice,
    sale: priced.sale && reduction ? { endsAt: priced.sale.endsAt, percentOff: reduction.percentOff } : null,
    lowestPrice30d: reduction ? reduction.referencePrice : null,
  };
}

/**
 * The one place a product row becomes the contract's Product (the API's and products.json's shape). `price`
 * is the current price (see pricing.ts); `lowestPrice30d` comes from the price history when a sale is announced.
 */
export function toProduct(
  row: Omit<FullProductRow, 'stockVersion' | 'createdAt' | 'updatedAt' | SaleColumns | OperatorColumns> &
    Omit<PricedRow, 'price'> & { stockVersion?: number },
  lowestPrice30d: number | null = null,
  now: Date = new Date(),
): Product {
  return {
    id: row.id,
    originalId: row.originalId,
    productId: row.productId,
    kinguinId: row.kinguinId,
    company_name: row.companyName,
    ...priceFields(row, lowestPrice30d, now),
    img: row.img,
    screenshots: row.screenshots,
    featured: row.featured,
    qty: row.qty,
    // totalQty is the unsold count too (the spec's low-stock hint reads it).
    totalQty: row.qty,
    stockVersion: row.stockVersion,
    type: row.type,
    releaseDate: row.releasedOn,
    platforms: row.platforms,
    regionalLimitations: row.regionalLimitations,
    developers: row.developers,
    genres: row.genres,
    languages: row.languages,
    description: row.description,
    short_description: row.shortDescription,
    metacriticScore: row.metacriticScore,
    systemRequirements: row.systemRequirements,
    activationDetails: row.activationDetails,
  };
}
