/**
 * The rule for announcing a price reduction (Directive 98/6/EC, art. 6a, as amended by the Omnibus Directive):
 * the reduction is measured against the prior price, the lowest price of the 30 days before the reduction
 * began. A sale price that is not below that price is charged but not announced as a reduction. The API prices
 * products with it; the storefront and the library show what it gives.
 */

/** Days before a reduction whose lowest price is its reference. */
export const LOWEST_PRICE_DAYS = 30;

export type AnnouncedReduction = {
  /** The lowest price of the 30 days before the reduction began: what the price is compared with. */
  referencePrice: number;
  /** The saving against `referencePrice`, in whole percent (at least 1). */
  percentOff: number;
};

/**
 * The reduction that may be announced for `price`, given the lowest price of the 30 days before the sale
 * started; null when that price is unknown or the sale does not undercut it by at least 1 %.
 */
export function announcedReduction(
  price: number,
  lowestBeforeSale: number | null | undefined,
): AnnouncedReduction | null {
  if (lowestBeforeSale == null || !(lowestBeforeSale > 0) || !(price < lowestBeforeSale)) return null;
  const percentOff = Math.round((1 - price / lowestBeforeSale) * 100);
  return percentOff >= 1 ? { referencePrice: lowestBeforeSale, percentOff } : null;
}
