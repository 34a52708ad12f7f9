import SearchableMap from 'minisearch/SearchableMap';

/** Lower-case words (letters and digits of any script) of a name or a query. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Typos forgiven per query word: none below 5 letters, one up to 8, two from 9 ('witchr' → 'witcher'). */
export const maxEdits = (term: string): number => (term.length < 5 ? 0 : term.length < 9 ? 1 : 2);

const NO_MATCH = 255;

/** For each query word, the vocabulary words it matches and with how many edits (0 for a prefix). */
export type TermMatches = { term: string; words: Map<string, number> }[];

/**
 * Edits between `term` and `word` (optimal string alignment: insertions, deletions, substitutions and swaps of
 * two neighbours, each one edit), or, with `prefix`, between `term` and the closest start of `word` (the word
 * being typed). Gives up above `limit` (answers limit + 1).
 */
export function editDistance(term: string, word: string, limit: number, prefix = false): number {
  const m = term.length;
  const n = word.length;
  if (!prefix && Math.abs(m - n) > limit) return limit + 1;
  // Three rows of the table: two back (for swaps), the previous one and the current one.
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = prefix ? Math.min(...previous) : previous[n]!;
  return Math.min(distance, limit + 1);
}

/**
 * The words of every product name, each with the products that carry it. MiniSearch's radix tree finds the
 * words that start with a query word; typos are measured against each word of the vocabulary, which is small
 * (hundreds of words for 100,000 products), so matching costs microseconds and the posting lists do the rest.
 */
export class NameIndex {
  private readonly vocabulary = new SearchableMap<number[]>();
  /** The same words in a plain list, scanned for typos. */
  private readonly words: string[] = [];

  /** Adds product `position` (positions only grow, so every posting list stays sorted). */
  add(position: number, name: string): void {
    for (const word of new Set(wordsOf(name))) {
      const postings = this.vocabulary.get(word);
      if (postings) postings.push(position);
      else {
        this.vocabulary.set(word, [position]);
        this.words.push(word);
      }
    }
  }

  /**
   * The vocabulary words each query word matches: words it starts, and words within maxEdits of it (swapped
   * letters count once). The last word is still being typed, so its typos are measured against the start of
   * each word ("hollow knigt" finds "knights"). A word that matches no name word as typed but splits into
   * two that do stands for both ("gamepass" → "game" "pass").
   */
  terms(query: string): TermMatches {
    const words = [...new Set(wordsOf(query))];
    return words.flatMap((term, i) => {
      const typing = i === words.length - 1;
      const matches = this.matchesOf(term, typing);
      if ([...matches.values()].includes(0)) return [{ term, words: matches }];
      return this.split(term, typing) ?? [{ term, words: matches }];
    });
  }

  private matchesOf(term: string, typing: boolean): Map<string, number> {
    const matches = new Map<string, number>();
    for (const [word] of this.vocabulary.atPrefix(term)) matches.set(word, 0);
    const edits = maxEdits(term);
    if (edits === 0) return matches;
    for (const word of this.words) {
      if (matches.has(word)) continue;
      const distance = editDistance(term, word, edits, typing);
      if (distance <= edits) matches.set(word, distance);
    }
    return matches;
  }

  /** Two name words written as one: a whole word, then a whole word (or, while typing, the start of one). */
  private split(term: string, typing: boolean): TermMatches | undefined {
    for (let at = 2; at <= term.length - 2; at++) {
      const first = term.slice(0, at);
      const rest = term.slice(at);
      if (!this.vocabulary.has(first)) continue;
      const second = typing
        ? new Map([...this.vocabulary.atPrefix(rest)].map(([word]) => [word, 0]))
        : new Map(this.vocabulary.has(rest) ? [[rest, 0]] : []);
      if (second.size > 0)
        return [
          { term: first, words: new Map([[first, 0]]) },
          { term: rest, words: second },
        ];
    }
    return undefined;
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
