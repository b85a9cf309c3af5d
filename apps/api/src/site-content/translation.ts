import type { SiteContentFieldTimes, SiteLanguage } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'

/**
 * When each field of a language last changed, from what the site copy already records: the per-field
 * changes of every publish (site_content_revisions) and of every draft save and restore (their audit
 * rows, written in the same batch as the save). The paths are taken apart in SQLite (json_each), so a
 * long history costs one row per field here, not every stored text.
 */

async function fieldTimes(db: Database, query: ReturnType<typeof sql>): Promise<SiteContentFieldTimes> {
  const result = await db.run(query)
  const times: Record<string, string> = {}
  for (const row of result.rows) {
    const path = row.path
    const at = row.at
    if (typeof path === 'string' && typeof at === 'string') times[path] = at
  }
  return times
}

/** When a publish of `language` last changed each field (fields no publish changed are absent). */
export function publishedFieldTimes(db: Database, language: SiteLanguage) {
  return fieldTimes(
    db,
    sql`SELECT json_extract(change.value, '$.path') AS path, max(revision.created_at) AS at
      FROM site_content_revisions AS revision, json_each(revision.changes) AS change
      WHERE revision.language = ${language}
      GROUP BY 1`,
  )
}

/**
 * When a save or restore of `language`'s draft last changed each field: the time someone wrote the
 * text, which a publish later does not move (a translation typed before an English change and
 * published after it is still older than the English).
 */
export function draftFieldTimes(db: Database, language: SiteLanguage) {
  return fieldTimes(
    db,
    sql`SELECT field.key AS path, max(entry.created_at) AS at
      FROM audit_log AS entry, json_each(entry.changes) AS field
      WHERE entry.action IN ('update', 'restore') AND entry.target_type = 'site_content'
        AND entry.target_id = ${language}
      GROUP BY 1`,
  )
}
