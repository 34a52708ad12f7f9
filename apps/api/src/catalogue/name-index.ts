import SearchableMap from 'minisearch/SearchableMap';

/** Lower-case words (letters and digits of any script) of a name or a query. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Typos forgiven per query word: none below 5 letters, one up to 8, two from 9 ('witchr' → 'witcher'). */
export const maxEdits = (term: string): number => (term.length < 5 ? 0 : term.length < 9 ? 1 : 2);

const NO_MATCH = 255;

/** For each query word, the vocabulary words it matches and with how many edits (0 for a prefix). */
export type TermMatches = { term: string; words: Map<string, number> }[];

/**
 * The words of every product name, each with the products that carry it. MiniSearch's radix tree finds the
 * words that start with a query word or lie within its edit distance; the vocabulary of names is small
 * (hundreds of words for 100,000 products), so matching costs microseconds and the posting lists do the rest.
 */
export class NameIndex {
  private readonly vocabulary = new SearchableMap<number[]>();

  /** Adds product `position` (positions only grow, so every posting list stays sorted). */
  add(position: number, name: string): void {
    for (const word of new Set(wordsOf(name))) {
      const postings = this.vocabulary.get(word);
      if (postings) postings.push(position);
      else this.vocabulary.set(word, [position]);
    }
  }

  /** The vocabulary words each query word matches (prefix or within maxEdits). */
  terms(query: string): TermMatches {
    return [...new Set(wordsOf(query))].map((term) => {
      const matches = new Map<string, number>();
      for (const [word] of this.vocabulary.atPrefix(term)) matches.set(word, 0);
      const edits = maxEdits(term);
      if (edits > 0) {
        for (const [word, [, distance]] of this.vocabulary.fuzzyGet(term, edits)) {
          if (!matches.has(word)) matches.set(word, distance);
        }
      }
      return { term, words: matches };
    });
  }

  /**
   * Per product position: the summed edits when every query word matches a word of its name, else 255.
   * No query words: undefined.
   */
  match(terms: TermMatches, size: number): Uint8Array | undefined {
    if (terms.length === 0) return undefined;
    let total: Uint8Array | undefined;
    for (const term of terms) {
      const best = new Uint8Array(size).fill(NO_MATCH);
      for (const [word, distance] of term.words) {
        for (const position of this.vocabulary.get(word) ?? []) {
          if (distance < best[position]!) best[position] = distance;
        }
      }
      if (total) {
        for (let i = 0; i < size; i++) {
          total[i] = total[i] === NO_MATCH || best[i] === NO_MATCH ? NO_MATCH : total[i]! + best[i]!;
        }
      } else {
        total = best;
      }
    }
    return total;
  }
}

export const isMatch = (edits: number | undefined): boolean => edits !== undefined && edits !== NO_MATCH;

/** `[start, end)` parts of `name` a search matched: the substring itself, else the matched words. */
export function matchRanges(name: string, query: string, terms: TermMatches): [number, number][] {
  const at = query ? name.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at >= 0) return [[at, at + query.length]];
  const ranges: [number, number][] = [];
  for (const found of name.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = found[0].toLowerCase();
    const term = terms.find((t) => t.words.has(word));
    if (!term) continue;
    const length = word.startsWith(term.term) ? term.term.length : word.length;
    ranges.push([found.index, found.index + length]);
  }
  return ranges;
}
