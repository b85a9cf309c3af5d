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

/**
 * The studio's id: a random UUID made once, on first need (the first export), kept in the settings
 * table under its own key (not a settings group: nobody edits it). Archives carry it so an import
 * can tell a restore of this studio's own archive from records of another studio that merely share
 * ids. It is not a secret and proves nothing: anyone holding one of our archives can copy it, so it
 * only keeps honest imports from overwriting unrelated records, and every imported record is still
 * checked against the admin's rules. Made lazily rather than by a migration so that copies of one
 * freshly migrated database (the tests' template) do not all share an id.
 */
const STUDIO_ID_KEY = 'studio_id'

function studioIdOf(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' && id !== '' ? id : null
}

/** The studio's id, or null while nothing has needed it yet (no archive can name it then). */
export async function readStudioId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STUDIO_ID_KEY))
  return studioIdOf(row?.value)
}

/**
 * The studio's id, made now when there is none. The insert keeps an existing row and the read is in
 * the same batch, so two first exports at once agree on one id.
 */
export async function studioId(db: Database): Promise<string> {
  const [, rows] = await db.batch([
    db
      .insert(settings)
      .values({ key: STUDIO_ID_KEY, value: { id: crypto.randomUUID() } })
      .onConflictDoNothing(),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, STUDIO_ID_KEY)),
  ])
  const id = studioIdOf(rows[0]?.value)
  if (!id) throw new Error('The studio id could not be stored.')
  return id
}
