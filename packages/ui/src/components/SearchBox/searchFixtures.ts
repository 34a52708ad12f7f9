// Story and test data only (not exported from the package).
import { manyLines, sampleLines } from '../CartList/cartFixtures';
import type { SearchBoxMatchRanges, SearchBoxResult } from './SearchBox';

export const catalogue: SearchBoxResult[] = [...sampleLines, ...manyLines];

/** The first ten names containing the text, case-insensitive (the app's fallback search). */
export const findGames = (text: string) =>
  catalogue.filter((game) => game.name.toLowerCase().includes(text.toLowerCase())).slice(0, 10);

/** Where each name contains the text (what the API's `highlights` say for a substring match). */
export const highlightsOf = (results: readonly SearchBoxResult[], text: string): SearchBoxMatchRanges[] =>
  results.map((game) => {
    const at = game.name.toLowerCase().indexOf(text.toLowerCase());
    return at < 0 ? [] : [[at, at + text.length]];
  });
