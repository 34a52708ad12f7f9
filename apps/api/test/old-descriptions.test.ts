import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productDetailResponseSchema } from '@keyshop/contracts';
import { afterAll, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { forEachDriver, startTestApp, type Driver, type TestApp } from './helpers';

// Migration 0014: a store seeded before the grammar fix ("is a action / rpg experience") reads right after the
// upgrade. Sales need no migration: a stored sale is judged by the 30-day rule on every read (sales.test.ts).

const dir = mkdtempSync(path.join(tmpdir(), 'keyshop-old-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const migration = readMigrations().find((m) => m.name.startsWith('0014_'))!;

/** The generator's sentence as it was written before the fix: "a" before the genres, all in lower case. */
const oldStyle = (text: string) =>
  text.replace(
    / is an? (.+?) experience\./,
    (_, genres: string) => ` is a ${genres.toLowerCase()} experience.`,
  );

/** A text of the shop's own that merely looks alike: not the generator's genre words, never touched. */
const ownText = 'Our pick. This is a apple / pear experience. And is a action film, not a game.';

const descriptions = (t: TestApp) =>
  t.db.rawTransaction((tx) =>
    tx.query<{ id: number; description: string }>(
      'SELECT product_id AS id, description FROM product_details ORDER BY product_id',
    ),
  );

async function shownDescription(baseUrl: string, id: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/kinguin/products/${id}`);
  return productDetailResponseSchema.parse(await res.json()).result.description;
}

forEachDriver('old descriptions', (driver: Driver) => {
  it('are rewritten with the right article and initialisms on upgrade, once, and nothing else changes', async () => {
    const dataDir = driver === 'pglite' ? path.join(dir, 'pglite') : undefined;
    const first = await startTestApp({ driver, products: 40, dataDir });
    const written = await descriptions(first);
    // The catalogue has every case: an article to fix, RPG/MMO to restore, and "a" already right.
    expect(written.some((row) => / is an (action|adventure|indie|open world)/.test(row.description))).toBe(
      true,
    );
    expect(written.some((row) => / is an? [^.]*\b(RPG|MMO)\b/.test(row.description))).toBe(true);
    expect(written.some((row) => / is a (horror|racing|sports|strategy)/.test(row.description))).toBe(true);
    // The store as it was before the fix: old texts, and 0014 not applied yet.
    await first.db.rawTransaction(async (tx) => {
      for (const row of written) {
        const text = row.id === 1 ? ownText : oldStyle(row.description);
        await tx.query('UPDATE product_details SET description = $1 WHERE product_id = $2', [text, row.id]);
      }
      await tx.query('DELETE FROM schema_migrations WHERE name = $1', [migration.name]);
    });
    expect(
      (await descriptions(first)).filter((row) => / is a (action|rpg|mmo)/.test(row.description)).length,
    ).toBeGreaterThan(0);
    await first.close({ keepData: true });

    // The upgraded process migrates at start and serves the fixed texts.
    const second = await startTestApp({ driver, products: 40, dataDir, schema: first.schema });
    try {
      const fixed = await descriptions(second);
      expect(fixed).toEqual(written.map((row) => (row.id === 1 ? { ...row, description: ownText } : row)));
      for (const row of written.slice(1, 6)) {
        expect(await shownDescription(second.baseUrl, row.id)).toBe(row.description);
      }
      // Idempotent: run again, nothing changes.
      await second.db.rawTransaction((tx) => tx.exec(migration.sql));
      expect(await descriptions(second)).toEqual(fixed);
    } finally {
      await second.close();
    }
  }, 240_000);
});
