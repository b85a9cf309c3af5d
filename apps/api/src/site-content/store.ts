import {
  SITE_CONTENT_SCHEMA_VERSION,
  type SiteContentDraft,
  type SiteLanguage,
  siteContentDefaults,
  upgradeSiteContent,
} from '@studio/contracts'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { siteContentDrafts, siteContentPublished, siteContentRevisions } from '../db/schema'

/**
 * Reads of the site copy, and the first-read seeding of a fresh install: the English draft and
 * published copy start as the defaults; another language starts with a draft only (a copy of the
 * English defaults to translate) and is not on the site until it is published.
 */

/** A draft's version: a fresh random id on every save, so no two saves (or databases) share one. */
export const newDraftVersion = (): string => crypto.randomUUID()

/** Languages the site shows before anyone publishes them. */
const PUBLISHED_FROM_THE_START: readonly SiteLanguage[] = ['en']

export type DraftRow = typeof siteContentDrafts.$inferSelect
export type PublishedRow = typeof siteContentPublished.$inferSelect

/**
 * Writes the starting rows a language lacks. INSERT … ON CONFLICT DO NOTHING: two first reads at
 * once both succeed and the first one's rows stand; an existing row is never touched.
 */
async function seedLanguage(db: Database, language: SiteLanguage, now: Date): Promise<void> {
  const content = siteContentDefaults(language)
  const at = now.toISOString()
  const draft = db
    .insert(siteContentDrafts)
    .values({ language, content, draftVersion: newDraftVersion(), updatedAt: at })
    .onConflictDoNothing()
  if (!PUBLISHED_FROM_THE_START.includes(language)) {
    await draft
    return
  }
  const published = db
    .insert(siteContentPublished)
    .values({ language, content, schemaVersion: SITE_CONTENT_SCHEMA_VERSION, publishedAt: at })
    .onConflictDoNothing()
  await db.batch([draft, published])
}

/** A language's draft, seeded on the first read. */
export async function readDraft(db: Database, language: SiteLanguage, now: Date): Promise<DraftRow> {
  const [row] = await db.select().from(siteContentDrafts).where(eq(siteContentDrafts.language, language))
  if (row) return row
  await seedLanguage(db, language, now)
  const [seeded] = await db.select().from(siteContentDrafts).where(eq(siteContentDrafts.language, language))
  if (!seeded) throw new Error(`The ${language} site-content draft could not be created`)
  return seeded
}

/** A language's published copy, seeding a fresh install's English one; null when never published. */
export async function readPublished(
  db: Database,
  language: SiteLanguage,
  now: Date,
): Promise<PublishedRow | null> {
  const [row] = await db
    .select()
    .from(siteContentPublished)
    .where(eq(siteContentPublished.language, language))
  if (row || !PUBLISHED_FROM_THE_START.includes(language)) return row ?? null
  await seedLanguage(db, language, now)
  const [seeded] = await db
    .select()
    .from(siteContentPublished)
    .where(eq(siteContentPublished.language, language))
  return seeded ?? null
}

/**
 * Every published copy (the site's public read), seeding a fresh install's English one; `seeded`
 * says the read wrote, so the content version read before it is out of date.
 */
export async function readAllPublished(
  db: Database,
  now: Date,
): Promise<{ rows: PublishedRow[]; seeded: boolean }> {
  const rows = await db.select().from(siteContentPublished)
  const missing = PUBLISHED_FROM_THE_START.filter(
    (language) => !rows.some((row) => row.language === language),
  )
  if (missing.length === 0) return { rows, seeded: false }
  for (const language of missing) await seedLanguage(db, language, now)
  return { rows: await db.select().from(siteContentPublished), seeded: true }
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

export async function findRevision(db: Database, id: number) {
  const [row] = await db.select().from(siteContentRevisions).where(eq(siteContentRevisions.id, id))
  return row ?? null
}
