import type { Product } from '@keyshop/contracts';

/** A complete, valid product; tests override only what they are about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    originalId: `orig-${id}`,
    productId: `prod-${id}`,
    kinguinId: 10_000 + id,
    company_name: `Game ${id}`,
    price: 10,
    img: null,
    screenshots: [],
    featured: false,
    qty: 50,
    totalQty: 200,
    platforms: { steam: true },
    regionalLimitations: { kind: 'worldwide' },
    developers: [],
    genres: [],
    languages: ['English'],
    description: '',
    short_description: '',
    metacriticScore: null,
    systemRequirements: [],
    activationDetails: '',
    ...overrides,
  };
}
