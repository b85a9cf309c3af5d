import type { AuditAction, AuditChanges, AuditTargetType } from '@studio/contracts'
import { SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'

/**
 * The one way an admin write is recorded. `auditInsert` is a statement, not a write of
 * its own: put it in the SAME `db.batch([...])` as the write it describes, so both commit or
 * neither does. When the write may touch no row (an id that is gone, a guard that refuses), pass
 * `onlyIf: WROTE_A_ROW` and place the audit statement right after that write: SQLite's changes()
 * is the row count of the statement just before it, so a refused write leaves no audit row.
 */

/**
 * Who acted; an id may be SQL when the admin is created in the same batch (signup). An actor gone by
 * the end of the write (removing yourself) is recorded by email alone.
 */
export interface AuditActor {
  id: number | SQL
  email: string
}

/** The actor of background work (the retention sweep): no admin, recorded by this name. */
export const SYSTEM_ACTOR: AuditActor = { id: sql`NULL`, email: 'system' }

export interface AuditRecord {
  /** null for a write nobody signed in made. */
  actor: AuditActor | null
  action: AuditAction
  targetType: AuditTargetType
  /** A known id, or SQL that finds it inside the batch (e.g. `last_insert_rowid()`); null for none. */
  targetId: number | string | SQL | null
  /**
   * Content writes: field → { old, new }; other actions may leave it out or give a few facts, or SQL
   * that makes that JSON inside the batch (see `countOfPreviousWrite`).
   */
  changes?: AuditChanges | SQL | null
  at: Date
  /** Writes the row only when this holds inside the batch (see WROTE_A_ROW). */
  onlyIf?: SQL
}

/** True right after a write that changed at least one row (triggers' own changes are not counted). */
export const WROTE_A_ROW = sql`changes() > 0`

/** The id of the row the previous INSERT in this batch created. */
export const INSERTED_ID = sql`last_insert_rowid()`

function isSql(value: unknown): value is SQL {
  return value instanceof SQL
}

/**
 * Changes JSON `{ [field]: { old: null, new: <rows the statement just before changed> } }`, for an
 * audit row that records how many rows a bulk write touched (revoked invites).
 */
export function countOfPreviousWrite(field: string): SQL {
  return sql`json_object(${field}, json_object('old', NULL, 'new', changes()))`
}

function targetIdSql(targetId: AuditRecord['targetId']): SQL {
  if (targetId === null) return sql`NULL`
  if (typeof targetId === 'number' || typeof targetId === 'string') return sql`${String(targetId)}`
  return sql`CAST((${targetId}) AS TEXT)`
}

export function auditInsert(db: Database, record: AuditRecord) {
  const { actor, changes } = record
  const changesJson = isSql(changes)
    ? changes
    : changes && Object.keys(changes).length > 0
      ? JSON.stringify(changes)
      : null
  return db.run(sql`INSERT INTO audit_log
    (admin_id, actor_email, action, target_type, target_id, changes, created_at)
    SELECT ${actor ? sql`(SELECT id FROM admins WHERE id = ${actor.id})` : sql`NULL`}, ${actor?.email ?? null},
      ${record.action},
      ${record.targetType}, ${targetIdSql(record.targetId)}, ${changesJson}, ${record.at.toISOString()}
    ${record.onlyIf ? sql`WHERE ${record.onlyIf}` : sql``}`)
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * The fields that differ between two versions of a record (an API answer, say): `before` null is a
 * create, `after` null a delete. Fields in `ignore` (ids, timestamps) are left out.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['id', 'created_at', 'updated_at'],
): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: AuditChanges = {}
  for (const key of keys) {
    if (ignore.includes(key)) continue
    const old = before?.[key] ?? null
    const next = after?.[key] ?? null
    if (!sameValue(old, next)) changes[key] = { old, new: next }
  }
  return changes
}
