import {
  diffSiteContent,
  SITE_CONTENT_DEFAULTS_EN,
  SITE_LANGUAGES,
  type SiteLanguage,
  siteContentDefaults,
  withCopyrightYear,
} from '@studio/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { newDraftVersion } from '../site-content/store'
import type { Database } from './client'
import { siteContentDrafts } from './schema'
import { seedSiteCopy, startingCopyStatements } from './seed-site-copy'

/**
 * The site copy's data migration, run by migrateDatabase after the SQL migrations, on every start
 * and every `npm run db:migrate`. Each step looks for the state it mends and writes only where it
 * finds it, in statements guarded so that two migrations at once write once; on a database already
 * mended it reads a few rows and writes nothing.
 *
 * 1. A fresh install gets its starting copy (seed-site-copy.ts).
 * 2. Default texts the install never changed follow the defaults' corrections: the copyright line
 *    that said "© 2025" takes the year token.
 * 3. An install from before the Arabic defaults holds an Arabic draft that is an untouched copy of
 *    the English defaults and was never published: it takes the Arabic defaults, published.
 * 4. A language published without any revision (installs from before the starting revision) gets
 *    its published copy as the first revision, so History starts at the beginning.
 * 5. Rows without field times (from before migration 0013) get them from the history: the published
 *    copy from the revisions' per-field changes, the draft from its saves and restores in the audit
 *    log (the only record of when a draft's field was typed), so "older than English" reads the
 *    same after the upgrade as before it.
 */
export async function migrateSiteCopy(db: Database, now: Date): Promise<void> {
  await seedSiteCopy(db, now)
  await upgradeDefaultTexts(db)
  await upgradeLegacyArabicDraft(db, now)
  await startHistory(db)
  await fillFieldTimes(db)
}

/** A default text as an earlier version wrote it, and what it is now. */
interface DefaultTextUpgrade {
  /** A JSON path into the document. */
  path: string
  old: string
  new: string
}

/** The copyright lines of every language's defaults as they were before the year token. */
export const DEFAULT_TEXT_UPGRADES: readonly DefaultTextUpgrade[] = SITE_LANGUAGES.map((language) => {
  const copyright = siteContentDefaults(language).footer.copyright
  return { path: '$.footer.copyright', old: withCopyrightYear(copyright, 2025), new: copyright }
})

async function upgradeDefaultTexts(db: Database): Promise<void> {
  // Read first: a mended database takes no write lock for this step.
  const olds = sql.join(
    DEFAULT_TEXT_UPGRADES.map((upgrade) => sql`json_extract(content, ${upgrade.path}) = ${upgrade.old}`),
    sql` OR `,
  )
  const found = await db.run(sql`SELECT 1 FROM site_content_drafts WHERE ${olds}
    UNION ALL SELECT 1 FROM site_content_published WHERE ${olds} LIMIT 1`)
  if (found.rows.length === 0) return
  const statements = SITE_LANGUAGES.flatMap((language) =>
    DEFAULT_TEXT_UPGRADES.flatMap((upgrade) => {
      const where = sql`language = ${language} AND json_extract(content, ${upgrade.path}) = ${upgrade.old}`
      const content = sql`json_set(content, ${upgrade.path}, ${upgrade.new})`
      return [
        // A new version: a screen open on the old draft is told, and keeps its own text if it saves.
        db.run(
          sql`UPDATE site_content_drafts SET content = ${content}, draft_version = ${newDraftVersion()} WHERE ${where}`,
        ),
        db.run(sql`UPDATE site_content_published SET content = ${content} WHERE ${where}`),
      ]
    }),
  )
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
}

/** Whether `content` is the English defaults word for word: no Arabic anyone wrote. */
const isEnglishDefaults = (content: unknown) =>
  diffSiteContent(SITE_CONTENT_DEFAULTS_EN, content).length === 0

async function upgradeLegacyArabicDraft(db: Database, now: Date): Promise<void> {
  const language: SiteLanguage = 'ar'
  const [draft] = await db.select().from(siteContentDrafts).where(eq(siteContentDrafts.language, language))
  if (!draft || !isEnglishDefaults(draft.content)) return
  const content = siteContentDefaults(language)
  const version = newDraftVersion()
  const at = now.toISOString()
  // Only while it is still the draft read and nothing is published: an untouched starting draft
  // beside a published copy is someone's choice, and stays.
  const update = db
    .update(siteContentDrafts)
    .set({ content, draftVersion: version, updatedAt: at })
    .where(
      and(
        eq(siteContentDrafts.language, language),
        eq(siteContentDrafts.draftVersion, draft.draftVersion),
        sql`NOT EXISTS (SELECT 1 FROM site_content_published WHERE language = ${language})`,
      ),
    )
  await db.batch([update, ...startingCopyStatements(db, language, content, version, at)])
}

function startHistory(db: Database) {
  return db.run(sql`INSERT INTO site_content_revisions
      (language, content, schema_version, created_at, admin_id, admin_email, changes)
    SELECT published.language, published.content, published.schema_version, published.published_at,
      NULL, NULL, '[]'
    FROM site_content_published AS published
    WHERE NOT EXISTS (SELECT 1 FROM site_content_revisions WHERE language = published.language)`)
}

/** Field path -> the latest time, from a query answering (path, at) rows. */
async function timesOf(db: Database, query: SQL): Promise<Record<string, string>> {
  const times: Record<string, string> = {}
  for (const row of (await db.run(query)).rows) {
    if (typeof row.path === 'string' && typeof row.at === 'string') times[row.path] = row.at
  }
  return times
}

/** When a publish of `language` last gave each field a text. */
const publishedTimesQuery = (language: string) =>
  sql`SELECT json_extract(change.value, '$.path') AS path, max(revision.created_at) AS at
    FROM site_content_revisions AS revision, json_each(revision.changes) AS change
    WHERE revision.language = ${language} AND json_extract(change.value, '$.after') IS NOT NULL
    GROUP BY 1`

/**
 * When a save or restore of `language`'s draft last changed each field: their audit rows, written in
 * the batch of each save until draft saves stopped being audited (and the field times took over).
 */
const draftTimesQuery = (language: string) =>
  sql`SELECT field.key AS path, max(entry.created_at) AS at
    FROM audit_log AS entry, json_each(entry.changes) AS field
    WHERE entry.action IN ('update', 'restore') AND entry.target_type = 'site_content'
      AND entry.target_id = ${language} AND field.key <> 'revision'
      AND json_extract(field.value, '$.new') IS NOT NULL
    GROUP BY 1`

async function fillFieldTimes(db: Database): Promise<void> {
  for (const [table, query] of [
    ['site_content_published', publishedTimesQuery],
    ['site_content_drafts', draftTimesQuery],
  ] as const) {
    const unfilled = await db.run(sql`SELECT language FROM ${sql.identifier(table)} WHERE field_times = '{}'`)
    for (const row of unfilled.rows) {
      const language = String(row.language)
      const times = await timesOf(db, query(language))
      if (Object.keys(times).length === 0) continue
      // Still unfilled: a save since the read has stamped its own times, which stand.
      await db.run(sql`UPDATE ${sql.identifier(table)} SET field_times = ${JSON.stringify(times)}
        WHERE language = ${language} AND field_times = '{}'`)
    }
  }
}
