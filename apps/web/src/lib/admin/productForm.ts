import {
  regionCodes,
  type AdminProductRequestInput,
  type Product,
  type RegionCode,
} from '@keyshop/contracts/operator';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** Genres as typed: comma-separated, blanks left out ('RPG, Indie' → ['RPG', 'Indie']). */
export const parseGenres = (value: string): string[] =>
  value
    .split(',')
    .map((genre) => genre.trim())
    .filter(Boolean);

/** The product form's fields as the API's request (it checks and names every field itself). */
export function productRequestOf(data: FormData): AdminProductRequestInput {
  const regions = data
    .getAll('regions')
    .filter((code): code is RegionCode => (regionCodes as readonly string[]).includes(String(code)));
  return {
    company_name: text(data, 'company_name'),
    short_description: text(data, 'short_description'),
    description: text(data, 'description'),
    platform: text(data, 'platform'),
    genres: parseGenres(text(data, 'genres')),
    // No region ticked: the key activates anywhere.
    regionalLimitations: regions.length > 0 ? { kind: 'regions', regions } : { kind: 'worldwide' },
    price: text(data, 'price'),
    featured: data.get('featured') === 'on',
  };
}

/** The platform a product's keys activate on: the one key of its `platforms` map that is true. */
export const platformOf = (product: Pick<Product, 'platforms'>): string =>
  Object.keys(product.platforms).find((key) => product.platforms[key]) ?? '';
