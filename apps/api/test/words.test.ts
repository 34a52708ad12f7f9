import { describe, expect, it } from 'vitest';
import { generateProduct } from '../src/seed/generator';
import { withArticle } from '../src/seed/words';

describe('generated descriptions', () => {
  it('put "an" before a vowel sound and "a" before a consonant, initialisms read letter by letter', () => {
    expect(withArticle('action')).toBe('an action');
    expect(withArticle('open world / horror')).toBe('an open world / horror');
    expect(withArticle('adventure')).toBe('an adventure');
    expect(withArticle('horror / action')).toBe('a horror / action');
    expect(withArticle('RPG / strategy')).toBe('an RPG / strategy');
    expect(withArticle('MMO')).toBe('an MMO');
    expect(withArticle('DLC')).toBe('a DLC');
    expect(withArticle('roguelike')).toBe('a roguelike');
  });

  it('never read "a action", "a open world" or "an racing" in 5,000 products', () => {
    for (let id = 1; id <= 5000; id++) {
      const { description } = generateProduct(id).row;
      for (const [, article, next] of description.matchAll(/\b(an?) (\S+)/g)) {
        const vowelSound = /^([aeiou]|RPG|MMO)/.test(next!);
        expect(`${article} ${next}`, `product ${id}`).toBe(`${vowelSound ? 'an' : 'a'} ${next}`);
      }
    }
  });
});
