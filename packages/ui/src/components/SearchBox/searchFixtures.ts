// Story and test data only (not exported from the package).
import { manyLines, sampleLines } from '../CartList/cartFixtures';
import type { SearchBoxResult } from './SearchBox';

export const catalogue: SearchBoxResult[] = [...sampleLines, ...manyLines];

/** The first ten names containing the text, case-insensitive (the app's fallback search). */
export const findGames = (text: string) =>
  catalogue.filter((game) => game.name.toLowerCase().includes(text.toLowerCase())).slice(0, 10);
