import {
  SITE_CONTENT_SCHEMA_VERSION,
  SITE_LANGUAGES,
  type SiteLanguage,
  siteContentDefaults,
} from '@studio/contracts'
import { sql } from 'drizzle-orm'
import { newDraftVersion } from '../site-content/store'
import type { Database } from './client'
import { siteContentDrafts } from './schema'

/**
 * The site copy every install starts with: for each language without a draft, its defaults as the
 * draft, the published copy and the first revision of its history (no admin, no changes: the
 * starting copy, so its wording can be restored in one step). Run by the migrations
 * (site-copy-migration.ts), so the Node start and `npm run db:migrate` before a Worker deploy both
 * give a fresh database its copy, and no read ever writes it.
 */

/**
 * The statements for the published copy and the starting revision of `language`, which run only if
 * the draft of `version` landed: of two migrations at once, exactly one writes them.
 */
export function startingCopyStatements(
  db: Database,
  language: SiteLanguage,
  content: unknown,
  version: string,
  at: string,
) {
  const json = JSON.stringify(content)
  const landed = sql`EXISTS (SELECT 1 FROM site_content_drafts WHERE language = ${language} AND draft_version = ${version})`
  return [
    db.run(sql`INSERT INTO site_content_published (language, content, schema_version, published_at)
      SELECT ${language}, ${json}, ${SITE_CONTENT_SCHEMA_VERSION}, ${at}
      WHERE ${landed}
      ON CONFLICT (language) DO NOTHING`),
    db.run(sql`INSERT INTO site_content_revisions
        (language, content, schema_version, created_at, admin_id, admin_email, changes)
      SELECT ${language}, ${json}, ${SITE_CONTENT_SCHEMA_VERSION}, ${at}, NULL, NULL, '[]'
      WHERE ${landed}
        AND NOT EXISTS (SELECT 1 FROM site_content_revisions WHERE language = ${language})`),
  ]
}

/**
 * Gives every language that has no draft its starting copy, in one batch, so the content version
 * moves once (the published table's triggers). Answers the languages it seeded.
 */
export async function seedSiteCopy(db: Database, now: Date): Promise<SiteLanguage[]> {
  const present = new Set(
    (await db.select({ language: siteContentDrafts.language }).from(siteContentDrafts)).map(
      (row) => row.language,
    ),
  )
  const missing = SITE_LANGUAGES.filter((language) => !present.has(language))
  const at = now.toISOString()
  const statements = missing.flatMap((language) => {
    const content = siteContentDefaults(language)
    const version = newDraftVersion()
    return [
      db
        .insert(siteContentDrafts)
        .values({ language, content, draftVersion: version, updatedAt: at })
        .onConflictDoNothing(),
      ...startingCopyStatements(db, language, content, version, at),
    ]
  })
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
  return missing
}
