import {
  ARCHIVE_FILES,
  ARCHIVE_MESSAGES,
  ARCHIVED_SETTINGS,
  type ArchivedSetting,
  isArchivedSetting,
  type KindPlan,
  type PlanChange,
  type SettingRecord,
  SettingRecordSchema,
} from '@studio/contracts/archive'
import { SETTINGS_GROUPS } from '@studio/contracts/settings'
import type { BatchItem } from 'drizzle-orm/batch'
import type { AuditActor } from '../audit/record'
import type { Database } from '../db/client'
import { settings } from '../db/schema'
import { readSettings } from '../settings/store'
import { changedFields } from './compare'
import { type OpenedArchive, readAllRecords } from './read'
import { ArchiveRefusal } from './refusal'

/**
 * The studio's settings in an archive (format 3): each group the owner sets on the Settings screen
 * (ARCHIVED_SETTINGS), one record each, its whole value as the studio reads it. Never a secret:
 * those live in the environment. An import checks each against the rules its screen's route applies
 * (record-rules.ts) and writes a group whose value differs, in the content's one batch; a group the
 * archive does not hold (every group, in format 2 and older) is left as it is, replace or not.
 */

const LABELS: Record<ArchivedSetting, string> = {
  alerts: 'Enquiry alerts',
  audience: 'Audience measurement',
  backups: 'Daily backups',
}

/** The records an export writes, in the order of their names. */
export async function settingRecords(db: Database): Promise<SettingRecord[]> {
  const names = [...ARCHIVED_SETTINGS].sort()
  return Promise.all(names.map(async (name) => ({ name, value: await readSettings(db, name) })))
}

export interface SettingsPlan {
  /** Null when the archive holds no setting: the studio's are left alone. */
  counts: KindPlan | null
  changes: PlanChange[]
  write: { name: ArchivedSetting; value: Record<string, unknown> }[]
}

export async function planSettings(db: Database, opened: OpenedArchive): Promise<SettingsPlan> {
  const lines = await readAllRecords(opened, ARCHIVE_FILES.settings, SettingRecordSchema)
  const counts: KindPlan = { create: 0, update: 0, unchanged: 0, delete: 0 }
  const plan: SettingsPlan = { counts: lines.length > 0 ? counts : null, changes: [], write: [] }
  let previous = ''
  for (const { line, record } of lines) {
    if (record.name <= previous)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsorted(ARCHIVE_FILES.settings, line))
    previous = record.name
    // The record rules refused any other name and any value the group's schema refuses.
    if (!isArchivedSetting(record.name)) continue
    const value = SETTINGS_GROUPS[record.name].parse(record.value) as Record<string, unknown>
    const fields = changedFields(await readSettings(db, record.name), value)
    if (fields.length === 0) {
      counts.unchanged++
      continue
    }
    counts.update++
    plan.changes.push({
      kind: 'settings',
      id: record.name,
      label: LABELS[record.name],
      action: 'update',
      fields,
    })
    plan.write.push({ name: record.name, value })
  }
  return plan
}

/** The statements that store the plan's settings (in the import's one batch). */
export function settingStatements(
  db: Database,
  plan: SettingsPlan,
  at: Date,
  actor: AuditActor | null,
): BatchItem<'sqlite'>[] {
  const updatedBy = typeof actor?.id === 'number' ? actor.id : null
  return plan.write.map(({ name, value }) => {
    const set = { value, updatedAt: at.toISOString(), updatedBy }
    return db
      .insert(settings)
      .values({ key: name, ...set })
      .onConflictDoUpdate({ target: settings.key, set })
  })
}
