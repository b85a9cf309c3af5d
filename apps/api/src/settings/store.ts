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

export async function readSettings<G extends SettingsGroup>(db: Database, group: G): Promise<SettingsOf<G>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, group))
  return parseGroup(group, row?.value)
}

/**
 * Stores a group's new value (already validated by the route with the group's schema) and its audit
 * row in one batch: the changed fields, old and new. Answers the value as stored.
 */
export async function writeSettings<G extends SettingsGroup>(
  db: Database,
  group: G,
  value: SettingsOf<G>,
  { actor, at }: { actor: AuditActor; at: Date },
): Promise<SettingsOf<G>> {
  const before = (await readSettings(db, group)) as Record<string, unknown>
  const after = value as Record<string, unknown>
  const changes = Object.fromEntries(
    Object.keys(after)
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => [field, { old: before[field] ?? null, new: after[field] ?? null }]),
  )
  if (Object.keys(changes).length === 0) return value
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
