import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from './database';
import { rateEvents } from './schema';

export type RateKey = { kind: string; subject: string };

/** The database's clock, so every API process agrees on the windows. */
const since = (windowMs: number) => sql`now() - make_interval(secs => ${windowMs / 1000})`;

export async function insertRateEvents(db: Executor, keys: RateKey[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db.insert(rateEvents).values(keys).returning({ id: rateEvents.id });
  return rows.map((row) => Number(row.id));
}

export async function countRateEvents(db: Executor, key: RateKey, windowMs: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${rateEvents}
        WHERE ${rateEvents.kind} = ${key.kind} AND ${rateEvents.subject} = ${key.subject}
          AND ${rateEvents.createdAt} > ${since(windowMs)}`,
  );
  return Number(row?.n ?? 0);
}

/** Events of this key in the window recorded before event `beforeId`, and the age of the newest of them. */
export async function eventsBefore(
  db: Executor,
  key: RateKey,
  beforeId: number,
  windowMs: number,
): Promise<{ count: number; lastAgeMs: number }> {
  const [row] = await queryRows<{ n: number; age: number | null }>(
    db,
    sql`SELECT count(*)::int AS n, extract(epoch FROM now() - max(${rateEvents.createdAt})) * 1000 AS age
        FROM ${rateEvents}
        WHERE ${rateEvents.kind} = ${key.kind} AND ${rateEvents.subject} = ${key.subject}
          AND ${rateEvents.id} < ${beforeId} AND ${rateEvents.createdAt} > ${since(windowMs)}`,
  );
  return { count: Number(row?.n ?? 0), lastAgeMs: Number(row?.age ?? 0) };
}

/** Seconds until fewer than `max` events of this key remain in the window (when its max-th newest expires). */
export async function secondsUntilBelow(
  db: Executor,
  key: RateKey,
  max: number,
  windowMs: number,
): Promise<number> {
  const [row] = await queryRows<{ s: number }>(
    db,
    sql`SELECT ceil(extract(epoch FROM ${rateEvents.createdAt} + make_interval(secs => ${windowMs / 1000}) - now()))::int AS s
        FROM ${rateEvents}
        WHERE ${rateEvents.kind} = ${key.kind} AND ${rateEvents.subject} = ${key.subject}
          AND ${rateEvents.createdAt} > ${since(windowMs)}
        ORDER BY ${rateEvents.createdAt} DESC
        OFFSET ${max - 1} LIMIT 1`,
  );
  return Math.max(1, Number(row?.s ?? 1));
}

export async function deleteRateEvents(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

export async function clearRateEvents(db: Executor, key: RateKey): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.kind, key.kind), eq(rateEvents.subject, key.subject)));
}

/** Drops events older than the longest window (served by rate_events_created). */
export async function sweepRateEvents(db: Executor, longestWindowMs: number): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.createdAt, since(longestWindowMs)));
}
