import {
  type SiteContentDraft,
  type SiteLanguage,
  SOURCE_LANGUAGE,
  siteContentDefaults,
  upgradeSiteContent,
  withStudioFacts,
} from '@studio/contracts'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { siteContentDrafts, siteContentPublished, siteContentRevisions } from '../db/schema'

/**
 * Reads of the site copy. Every language has its draft and published copy from the migrations on
 * (db/site-copy-migration.ts seeds a fresh install), so a read never writes. A translation's row is
 * read with the studio's facts of the source language's row of the same stage (draft with draft,
 * published with published: withStudioFacts), so those facts are stored once; a translation's own
 * stored values for them are kept but never shown.
 */

/** A draft's version: a fresh random id on every save, so no two saves (or databases) share one. */
export const newDraftVersion = (): string => crypto.randomUUID()

export type DraftRow = typeof siteContentDrafts.$inferSelect
export type PublishedRow = typeof siteContentPublished.$inferSelect

/** A language's draft. Its absence means the migrations have not run: a 500, logged, says so. */
export async function readDraft(db: Database, language: SiteLanguage): Promise<DraftRow> {
  const rows = await db.select().from(siteContentDrafts)
  const row = rows.find((candidate) => candidate.language === language)
  if (!row) throw new Error(`The ${language} site copy has no draft: run the database migrations.`)
  return withSourceFacts(row, rows)
}

/** A language's published copy; null while it is not published. */
export async function readPublished(db: Database, language: SiteLanguage): Promise<PublishedRow | null> {
  return (await readAllPublished(db)).find((row) => row.language === language) ?? null
}

/** Every published copy (the site's public read). */
export async function readAllPublished(db: Database): Promise<PublishedRow[]> {
  const rows = await db.select().from(siteContentPublished)
  return rows.map((row) => withSourceFacts(row, rows))
}

function withSourceFacts<Row extends { language: string; content: unknown }>(row: Row, stage: Row[]): Row {
  const source = stage.find((candidate) => candidate.language === SOURCE_LANGUAGE)
  if (row.language === SOURCE_LANGUAGE || !source) return row
  const language = row.language as SiteLanguage
  return {
    ...row,
    content: withStudioFacts(
      currentShape(row.content, language),
      currentShape(source.content, SOURCE_LANGUAGE),
    ),
  }
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
