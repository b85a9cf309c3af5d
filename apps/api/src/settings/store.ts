import type { AuditChanges } from '@studio/contracts'
import { SETTINGS_GROUPS, type SettingsGroup, type SettingsOf } from '@studio/contracts/settings'
import { eq } from 'drizzle-orm'
import type { AuditActor } from '../audit/record'
import { auditInsert } from '../audit/record'
import type { Database } from '../db/client'
import { settings } from '../db/schema'

/**
 * The one way the API reads and writes a settings group (table `settings`, schemas in
 * @studio/contracts/settings). A group nobody wrote reads as its schema's defaults; a stored value is
 * always read through the schema, so a field added later reads as its default and a stored value
 * that no longer fits falls back to the defaults rather than failing a request.
 */

function parseGroup<G extends SettingsGroup>(group: G, stored: unknown): SettingsOf<G> {
  const schema = SETTINGS_GROUPS[group]
  const parsed = schema.safeParse(stored ?? {})
  if (parsed.success) return parsed.data as SettingsOf<G>
  return schema.parse({}) as SettingsOf<G>
}

/** Each field whose value differs, old and new. */
function changedFields(before: object, after: object): AuditChanges {
  const old = before as Record<string, unknown>
  const next = after as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(next)
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
      .map((field) => [field, { old: old[field] ?? null, new: next[field] ?? null }]),
  )
}

export async function readSettings<G extends SettingsGroup>(db: Database, group: G): Promise<SettingsOf<G>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, group))
  return parseGroup(group, row?.value)
}

/**
 * Stores a group's new value (already validated by the route with the group's schema) and its audit
 * row in one batch: the changed fields, old and new (or what `audited` says of them). Nothing is
 * written when nothing changed. Answers the value as stored.
 */
export async function writeSettings<G extends SettingsGroup>(
  db: Database,
  group: G,
  value: SettingsOf<G>,
  {
    actor,
    at,
    audited = changedFields,
  }: {
    actor: AuditActor
    at: Date
    /** The audit row's changes; a group holding something not to be shown (an address) passes its own. */
    audited?: (before: SettingsOf<G>, after: SettingsOf<G>) => AuditChanges
  },
): Promise<SettingsOf<G>> {
  const before = await readSettings(db, group)
  if (Object.keys(changedFields(before, value)).length === 0) return value
  const changes = audited(before, value)
  const updatedBy = typeof actor.id === 'number' ? actor.id : null
  await db.batch([
    db
      .insert(settings)
      .values({ key: group, value, updatedAt: at.toISOString(), updatedBy })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at.toISOString(), updatedBy } }),
    auditInsert(db, { actor, action: 'update', targetType: 'settings', targetId: group, changes, at }),
  ])
  return value
}
