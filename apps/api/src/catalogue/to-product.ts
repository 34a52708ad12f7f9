import type { Product } from '@keyshop/contracts';
import type { FullProductRow } from '../db/schema';

/** The one place a product row becomes the contract's Product (the API's and products.json's shape). */
export function toProduct(row: Omit<FullProductRow, 'createdAt' | 'updatedAt'>): Product {
  return {
    id: row.id,
    originalId: row.originalId,
    productId: row.productId,
    kinguinId: row.kinguinId,
    company_name: row.companyName,
    price: Number(row.price),
    img: row.img,
    screenshots: row.screenshots,
    featured: row.featured,
    qty: row.qty,
    // totalQty is the unsold count too (the spec's low-stock hint reads it).
    totalQty: row.qty,
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
