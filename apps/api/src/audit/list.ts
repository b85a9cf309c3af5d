import type { AuditAction, AuditEntry } from '@studio/contracts'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { auditLog } from '../db/schema'

/** One page of the audit log, newest first, filtered by the actor's email and the action. */

export interface AuditFilter {
  actor?: string | undefined
  action?: AuditAction | undefined
}

export type AuditRow = typeof auditLog.$inferSelect

export async function listAuditPage(
  db: Database,
  filter: AuditFilter,
  page: number,
  perPage: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    filter.actor ? eq(auditLog.actorEmail, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  )
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    admin_id: row.adminId,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    changes: row.changes ?? null,
    created_at: row.createdAt,
  }
}
