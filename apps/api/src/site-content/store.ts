import {
  diffSiteContent,
  SITE_CONTENT_DEFAULTS_EN,
  SITE_CONTENT_SCHEMA_VERSION,
  SITE_LANGUAGES,
  type SiteContentDraft,
  type SiteLanguage,
  siteContentDefaults,
  upgradeSiteContent,
} from '@studio/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { siteContentDrafts, siteContentPublished, siteContentRevisions } from '../db/schema'

/**
 * Reads of the site copy, and the first-read seeding: every language starts with its defaults as
 * draft and published copy. An install from before the Arabic defaults existed holds an Arabic draft
 * that is an untouched copy of the English defaults and was never published: its first read replaces
 * that draft with the Arabic defaults and publishes them. An Arabic draft someone edited, and any
 * published copy, are left as they are.
 */

/** A draft's version: a fresh random id on every save, so no two saves (or databases) share one. */
export const newDraftVersion = (): string => crypto.randomUUID()

export type DraftRow = typeof siteContentDrafts.$inferSelect
export type PublishedRow = typeof siteContentPublished.$inferSelect

/**
 * An Arabic draft as installs before the Arabic defaults seeded it: the English copy, word for word.
 * Such a draft holds no Arabic anyone wrote, so nothing is lost by replacing it.
 */
function isUntouchedStartingDraft(language: SiteLanguage, draft: DraftRow): boolean {
  return language === 'ar' && diffSiteContent(SITE_CONTENT_DEFAULTS_EN, draft.content).length === 0
}

async function selectDraft(db: Database, language: SiteLanguage) {
  const [row] = await db.select().from(siteContentDrafts).where(eq(siteContentDrafts.language, language))
  return row ?? null
}

async function selectPublished(db: Database, language: SiteLanguage) {
  const [row] = await db
    .select()
    .from(siteContentPublished)
    .where(eq(siteContentPublished.language, language))
  return row ?? null
}

/**
 * The statements that give `language` its starting rows, or none when its draft is someone's. A
 * missing draft is inserted with ON CONFLICT DO NOTHING; an untouched starting draft is replaced only
 * while it is still the version read and nothing is published. The published copy is inserted only
 * when this draft landed, so of two first reads at once exactly one publishes, and a draft someone
 * edited is never published behind their back.
 */
function seedStatements(db: Database, language: SiteLanguage, existing: DraftRow | undefined, now: Date) {
  if (existing && !isUntouchedStartingDraft(language, existing)) return []
  const content = siteContentDefaults(language)
  const version = newDraftVersion()
  const at = now.toISOString()
  const draft = existing
    ? db
        .update(siteContentDrafts)
        .set({ content, draftVersion: version, updatedAt: at })
        .where(
          and(
            eq(siteContentDrafts.language, language),
            eq(siteContentDrafts.draftVersion, existing.draftVersion),
            sql`NOT EXISTS (SELECT 1 FROM site_content_published WHERE language = ${language})`,
          ),
        )
    : db
        .insert(siteContentDrafts)
        .values({ language, content, draftVersion: version, updatedAt: at })
        .onConflictDoNothing()
  const published = db.run(sql`INSERT INTO site_content_published
      (language, content, schema_version, published_at)
    SELECT ${language}, ${JSON.stringify(content)}, ${SITE_CONTENT_SCHEMA_VERSION}, ${at}
    WHERE EXISTS (SELECT 1 FROM site_content_drafts WHERE language = ${language} AND draft_version = ${version})
    ON CONFLICT (language) DO NOTHING`)
  return [draft, published]
}

/**
 * Writes the starting rows every language lacks, in one batch, so a fresh install's first read of
 * any language seeds them all and the content version moves once (the published table's triggers).
 */
async function seedLanguages(db: Database, now: Date): Promise<void> {
  const drafts = await db.select().from(siteContentDrafts)
  const statements = SITE_LANGUAGES.flatMap((language) =>
    seedStatements(
      db,
      language,
      drafts.find((row) => row.language === language),
      now,
    ),
  )
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
}

/** A language's draft, seeded (or brought from an untouched starting copy) on the first read. */
export async function readDraft(db: Database, language: SiteLanguage, now: Date): Promise<DraftRow> {
  const row = await selectDraft(db, language)
  if (row && !isUntouchedStartingDraft(language, row)) return row
  // An untouched starting draft next to a published copy is someone's choice: it stays.
  if (row && (await selectPublished(db, language))) return row
  await seedLanguages(db, now)
  const seeded = await selectDraft(db, language)
  if (!seeded) throw new Error(`The ${language} site-content draft could not be created`)
  return seeded
}

/** A language's published copy, seeded on the first read; null when it is not published. */
export async function readPublished(
  db: Database,
  language: SiteLanguage,
  now: Date,
): Promise<PublishedRow | null> {
  const row = await selectPublished(db, language)
  if (row) return row
  // Read again whether or not this seeding wrote: a read running alongside may have seeded it.
  await seedLanguages(db, now)
  return selectPublished(db, language)
}

/**
 * Every published copy (the site's public read), seeding the languages that lack one; `seeded`
 * says the read wrote, so the content version read before it is out of date.
 */
export async function readAllPublished(
  db: Database,
  now: Date,
): Promise<{ rows: PublishedRow[]; seeded: boolean }> {
  const rows = await db.select().from(siteContentPublished)
  // Every language is published from the start.
  const missing = SITE_LANGUAGES.filter((language) => !rows.some((row) => row.language === language))
  if (missing.length === 0) return { rows, seeded: false }
  await seedLanguages(db, now)
  // This read or one alongside it may have seeded: either way, the versions read before are old.
  const after = await db.select().from(siteContentPublished)
  return { rows: after, seeded: after.length > rows.length }
}

/**
 * A stored document in today's shape: fields added since it was saved take the defaults. A stored
 * copy that cannot be read that way (it never should: it passed the rules when saved) is served as
 * stored rather than hidden.
 */
export function currentShape(content: unknown, language: SiteLanguage): SiteContentDraft {
  const upgraded = upgradeSiteContent(content, siteContentDefaults(language))
  return upgraded.ok ? upgraded.content : (content as SiteContentDraft)
}

/** Revisions of one language, newest first. */
export function listRevisions(db: Database, language: SiteLanguage, limit: number) {
  return db
    .select({
      id: siteContentRevisions.id,
      language: siteContentRevisions.language,
      schemaVersion: siteContentRevisions.schemaVersion,
      createdAt: siteContentRevisions.createdAt,
      adminEmail: siteContentRevisions.adminEmail,
      changes: siteContentRevisions.changes,
    })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.language, language))
    .orderBy(desc(siteContentRevisions.id))
    .limit(limit)
}

/** A language's newest revision (its id and content), or null when it has none. */
export async function latestRevision(db: Database, language: SiteLanguage) {
  const [row] = await db
    .select({ id: siteContentRevisions.id, content: siteContentRevisions.content })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.language, language))
    .orderBy(desc(siteContentRevisions.id))
    .limit(1)
  return row ?? null
}

export async function findRevision(db: Database, id: number) {
  const [row] = await db.select().from(siteContentRevisions).where(eq(siteContentRevisions.id, id))
  return row ?? null
}
