import type { Product } from '@keyshop/contracts';
import { generateProduct } from './generator';
import { toProduct } from '../catalogue/to-product';

/** Products 1..count as the API would answer them on a fresh catalogue (qty = initial key pool). */
export function staticCatalogue(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const { row, stock } = generateProduct(index + 1);
    return toProduct({
      ...row,
      qty: stock,
      img: row.img ?? null,
      metacriticScore: row.metacriticScore ?? null,
    });
  });
}
