import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/database';
import { TEST_DATABASE_URL } from './helpers';

describe.skipIf(!TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ driver: 'postgres', url: TEST_DATABASE_URL! });
  });
  afterAll(() => db?.close());

  /** The statements `run` prepared on the connection a transaction holds (the pool may have used it before). */
  const preparedBy = (run: (tx: Database['orm']) => Promise<unknown>) =>
    db.orm.transaction(async (tx) => {
      const prepared = () =>
        queryRows<{ name: string; statement: string }>(
          tx,
          sql`select name, statement from pg_prepared_statements order by statement`,
        );
      const before = new Set((await prepared()).map((statement) => statement.name));
      await run(tx as unknown as Database['orm']);
      return (await prepared()).filter((statement) => !before.has(statement.name));
    });

  it('prepares a parameterised statement once per connection and runs it by name', async () => {
    const answers: number[] = [];
    const prepared = await preparedBy(async (tx) => {
      for (const n of [1, 2, 3]) {
        const [row] = await queryRows<{ n: number }>(tx, sql`select ${n}::int + 1 as n`);
        answers.push(row!.n);
      }
    });
    expect(answers).toEqual([2, 3, 4]);
    expect(prepared).toEqual([{ name: expect.stringMatching(/^ks_/), statement: 'select $1::int + 1 as n' }]);
  });

  it('leaves statements without parameters and bulk statements unnamed', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i);
    const prepared = await preparedBy(async (tx) => {
      await queryRows(tx, sql`select 1 as n`);
      const rows = await queryRows(tx, sql`select n from unnest(array[${sql.join(ids, sql`, `)}]::int[]) n`);
      expect(rows).toHaveLength(101);
    });
    expect(prepared).toEqual([]);
  });
});
