import type { Product } from '@keyshop/contracts';
import { generateProduct } from '../src/seed/generator';
import { toProduct } from '../src/catalogue/to-product';

/** Products 1..count as the API answers them on a freshly seeded catalogue (qty = initial key pool). */
export function generatedCatalogue(count: number): Product[] {
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
