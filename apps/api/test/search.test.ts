import { apiPaths, productListResponseSchema } from '@keyshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

/** Names given to products 1–6 (the rest keep the generator's names, none of them near "witcher"). */
const names: Record<number, string> = {
  1: 'Witcher',
  2: 'Witcher 3: Wild Hunt',
  3: 'The Witcher 2',
  4: 'Witchery Tales',
  5: 'Wtcher Saga',
  6: 'Ωmega 100% Café_Edition [Deluxe] (a\\b)',
  7: 'Hollow Knights',
  8: 'Xbox Game Pass Ultimate',
};

forEachDriver('catalogue search', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ driver, products: 60 });
    for (const [id, name] of Object.entries(names)) {
      await t.db.orm.execute(sql`UPDATE products SET company_name = ${name} WHERE id = ${Number(id)}`);
    }
    // A catalogue change other than stock: the read model is rebuilt.
    await t.app.catalogue.announceChange();
  });
  afterAll(() => t.close());

  async function search(text: string, extra: Record<string, string> = {}) {
    const params = new URLSearchParams({ search: text, limit: '100', ...extra });
    const res = await fetch(`${t.baseUrl}${apiPaths.products}?${params}`);
    expect(res.status).toBe(200);
    return productListResponseSchema.parse(await res.json());
  }
  const ids = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);

  it('ranks exact, then prefix, then substring, then typo matches when no sort is chosen', async () => {
    expect(ids(await search('witcher'))).toEqual([1, 2, 4, 3, 5]);
  });

  it('keeps a chosen sort over the same matches', async () => {
    expect(ids(await search('witcher', { sortBy: 'name', sortType: 'asc' }))).toEqual([3, 1, 2, 4, 5]);
  });

  it.each([
    // Still being typed: "witchr" may become "witchery" too.
    ['witchr', [3, 1, 2, 4]],
    ['WITCHR', [3, 1, 2, 4]],
    ['wtchr', [5]],
    ['wild huntt', [2]],
    ['hunt witcher', [2]],
  ])('forgives typos and word order: %s', async (text, expected) => {
    expect(ids(await search(text))).toEqual(expected);
  });

  it.each([
    // A typo in the word being typed, measured against the start of the name's word.
    ['hollow knigt', 7, /^Hollow Knights$/],
    ['hollow knigts', 7, /^Hollow Knights$/],
    ['holow knig', 7, /^Hollow Knights$/],
    // Two neighbouring letters swapped count as one edit.
    ['knihgts', 7, /Knights/],
    ['hollow knihgts', 7, /^Hollow Knights$/],
    ['witcehr', 3, /Witcher/],
    // Two words written as one, finished or still being typed.
    ['gamepass', 8, /Game Pass/],
    ['xbox gamepass ult', 8, /^Xbox Game Pass Ultimate/],
    ['gamepa', 8, /Game Pass/],
  ])('forgives the word being typed, swapped letters and joined words: %s', async (text, id, names) => {
    const body = await search(text);
    expect(ids(body)).toContain(id);
    for (const p of body.results) expect(p.company_name).toMatch(names);
  });

  it('cuts a search over 200 characters instead of refusing it', async () => {
    const long = `witcher ${'x'.repeat(300)}`;
    const body = await search(long.slice(0, 250));
    expect(body.success).toBe(true);
    // The 200 characters kept are "witcher" and a 192-letter word no name has: nothing matches, no 400.
    expect(ids(body)).toEqual([]);
    expect(ids(await search(`${'witcher '.repeat(40)}`)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds a case-insensitive substring anywhere in the name, even inside a word', async () => {
    expect(ids(await search('ITCHER 3'))).toEqual([2]);
    expect(ids(await search('ery ta'))).toEqual([4]);
  });

  it('matches the words typed so far as prefixes (search as you type)', async () => {
    expect(ids(await search('wit'))).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(ids(await search('wild hu'))).toEqual([2]);
  });

  it('forgives no typo in a short word', async () => {
    expect(ids(await search('hnt'))).toEqual([]);
    expect(ids(await search('zzzz-no-such-game'))).toEqual([]);
  });

  it('finds Unicode and %, _, \\, brackets literally', async () => {
    for (const text of ['ωmega', '100%', 'café_edition']) {
      expect(ids(await search(text)), text).toEqual([6]);
    }
    // The exact substring first, then names with words that start so ("Deluxe Edition", "A… B…").
    expect(ids(await search('[deluxe]'))[0]).toBe(6);
    expect(ids(await search('(a\\b)'))[0]).toBe(6);
    expect(ids(await search('%'))).toEqual([6]);
    expect(ids(await search('.*'))).toEqual([]);
  });

  it('says which part of each name matched', async () => {
    const body = await search('witchr');
    const parts = body.results.map((p, i) =>
      body.highlights![i]!.map(([start, end]) => p.company_name.slice(start, end)),
    );
    expect(parts).toEqual([['Witcher'], ['Witcher'], ['Witcher'], ['Witchery']]);
    const prefix = await search('the wit');
    expect(prefix.highlights).toEqual([[[0, 7]]]);
    const words = await search('hunt wil');
    expect(words.results[0]!.company_name).toBe('Witcher 3: Wild Hunt');
    expect(words.highlights).toEqual([
      [
        [11, 14],
        [16, 20],
      ],
    ]);
  });

  it('answers a page of the ranked matches with their total', async () => {
    const body = await search('witcher', { limit: '2', page: '2' });
    expect(ids(body)).toEqual([4, 3]);
    expect(body.total).toBe(5);
  });
});

describe('catalogue search without a search text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 10 });
  });
  afterAll(() => t.close());

  it('sends no highlights', async () => {
    const body = productListResponseSchema.parse(
      await (await fetch(`${t.baseUrl}${apiPaths.products}`)).json(),
    );
    expect(body.highlights).toBeUndefined();
    expect(body.total).toBe(10);
  });
});
