import { desc, sql } from 'drizzle-orm';
import type { Executor, RawTx } from './database';
import { adminAudit, type AdminAuditRow } from './schema';

export type AuditEntry = {
  /** The admin's account; null for the command line or the configuration (ADMIN_EMAILS). */
  actorId: string | null;
  /** The admin's e-mail, 'cli' or 'ADMIN_EMAILS'. */
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

/** Call inside the write's own transaction: the record and the change commit together or not at all. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(adminAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** recordAudit inside a plain-SQL transaction (a bulk load through COPY). */
export async function recordAuditRaw(tx: RawTx, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit (actor_id, actor, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      entry.actorId,
      entry.actor,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
    ],
  );
}

/** Newest first. */
export async function listAudit(
  db: Executor,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminAuditRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(adminAudit),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
