import { coverImage, sampleProduct } from '../ProductCard/ProductCard.fixtures';
import type { ProductDetailsData } from './ProductDetails';

/** A complete product as the detail answer sends it, with inline pictures. */
export function sampleProductDetails(overrides: Partial<ProductDetailsData> = {}): ProductDetailsData {
  return {
    ...sampleProduct(1),
    screenshots: [coverImage('Screenshot 1', 120), coverImage('Screenshot 2', 200)],
    developers: ['FromSoftware'],
    genres: ['Action', 'RPG'],
    languages: ['English', 'German', 'French'],
    description: 'Rise, Tarnished.\n\nA vast world where open fields and huge dungeons connect seamlessly.',
    shortDescription: 'An action RPG in a vast, dark fantasy world.',
    metacriticScore: 96,
    systemRequirements: [
      { system: 'Windows', requirement: ['OS: Windows 10', 'Memory: 12 GB RAM', 'Storage: 60 GB'] },
    ],
    activationDetails:
      'Open the Steam client and choose Games > Activate a Product on Steam.\nHelp: https://help.steampowered.com',
    ...overrides,
  };
}
