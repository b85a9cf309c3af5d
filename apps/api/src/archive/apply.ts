import { ARCHIVE_MESSAGES, type ImportResult, type SiteContentRecord } from '@studio/contracts/archive'
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type {
  SQLiteColumn,
  SQLiteInsertValue,
  SQLiteTable,
  SQLiteUpdateSetSource,
} from 'drizzle-orm/sqlite-core'
import { type AuditActor, auditInsert } from '../audit/record'
import type { Database } from '../db/client'
import {
  mediaCovers,
  projects,
  siteContentDrafts,
  siteContentPublished,
  siteContentRevisions,
  workItemSlugHistory,
  workItems,
} from '../db/schema'
import type { AppDeps } from '../deps'
import type { MediaStore } from '../media/store'
import { ARCHIVE_AUDIT } from './audit'
import { enquiryStatements, walkEnquiries } from './enquiries'
import { everyColumnFromInsert } from './overwrite'
import type { PreparedImport } from './plan'
import { archiveMediaBytes } from './plan-media'
import type { OpenedArchive } from './read'
import { mediaCoverRow, projectRow, workItemRow } from './records'
import { ArchiveRefusal } from './refusal'
import { settingStatements } from './settings-records'

/**
 * Applying a plan. Nothing is written while the plan has a conflict, or when replace would delete
 * and the typed confirmation does not match the plan's count. Then, in this order: the media files
 * the studio lacks (so no record ever points at a missing file), the enquiries in batches, and all
 * the content in ONE batch (a transaction) with the audit row, so the public site moves from the
 * old state to the new at once; the triggers on projects, work items, their slugs, the published
 * copy and the cover records move the content version in that same transaction.
 */

export interface ApplyOptions {
  replace: boolean
  confirm?: string | null
  actor: AuditActor | null
}

type Statement = BatchItem<'sqlite'>
const CHUNK = 50

const adminIdOf = (email: string | null) =>
  email ? sql`(SELECT id FROM admins WHERE email = ${email})` : null

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Writes `rows` in parts of `size`: a new row is inserted, one whose `key` is taken gets every other column. */
function overwriteRows<Table extends SQLiteTable>(
  db: Database,
  table: Table,
  key: keyof Table['$inferSelect'] & string,
  rows: readonly SQLiteInsertValue<Table>[],
  size = CHUNK,
): Statement[] {
  const target = getTableColumns(table)[key] as SQLiteColumn
  return chunks(rows, size).map((part) =>
    db
      .insert(table)
      .values(part)
      .onConflictDoUpdate({ target, set: everyColumnFromInsert(table, key) }),
  )
}

/** Writes one language's draft or published copy, whether or not the studio has one yet. */
function upsertCopy<Table extends typeof siteContentDrafts | typeof siteContentPublished>(
  db: Database,
  table: Table,
  language: 'en' | 'ar',
  values: SQLiteUpdateSetSource<Table>,
): Statement {
  return db
    .insert(table)
    .values({ ...values, language } as SQLiteInsertValue<Table>)
    .onConflictDoUpdate({ target: table.language, set: values })
}

function siteContentStatements(
  db: Database,
  records: readonly SiteContentRecord[],
  before: readonly SiteContentRecord[],
  deleted: readonly ('en' | 'ar')[],
  replace: boolean,
): Statement[] {
  const statements: Statement[] = []
  for (const language of deleted) {
    statements.push(db.delete(siteContentDrafts).where(eq(siteContentDrafts.language, language)))
    statements.push(db.delete(siteContentPublished).where(eq(siteContentPublished.language, language)))
  }
  /** One part of a language's copy: written when it changed, deleted (with replace) when the archive has none. */
  const part = <Table extends typeof siteContentDrafts | typeof siteContentPublished>(
    table: Table,
    language: 'en' | 'ar',
    values: SQLiteUpdateSetSource<Table> | null,
    { changed, stored }: { changed: boolean; stored: boolean },
  ) => {
    if (values && changed) statements.push(upsertCopy(db, table, language, values))
    else if (!values && replace && stored)
      statements.push(db.delete(table).where(eq(table.language, language)))
  }
  for (const record of records) {
    const old = before.find((entry) => entry.language === record.language)
    const facts = (key: 'draft' | 'published') => ({
      changed: JSON.stringify(old?.[key] ?? null) !== JSON.stringify(record[key]),
      stored: Boolean(old?.[key]),
    })
    const { language, draft, published } = record
    part(
      siteContentDrafts,
      language,
      draft && {
        content: draft.content,
        draftVersion: draft.draft_version,
        updatedAt: draft.updated_at,
        updatedBy: adminIdOf(draft.updated_by_email),
        updatedByEmail: draft.updated_by_email,
      },
      facts('draft'),
    )
    // Only a real change is written: a write to the published copy moves the content version.
    part(
      siteContentPublished,
      language,
      published && {
        content: published.content,
        schemaVersion: published.schema_version,
        publishedAt: published.published_at,
        publishedBy: adminIdOf(published.published_by_email),
        publishedByEmail: published.published_by_email,
      },
      facts('published'),
    )
  }
  return statements
}

/** Every content statement of the plan, in an order the constraints accept at each step. */
function contentStatements(deps: Pick<AppDeps, 'db' | 'config'>, prepared: PreparedImport, replace: boolean) {
  const { db, config } = deps
  const base = config.publicMediaBaseUrl
  const statements: Statement[] = []
  const { slugs } = prepared

  for (const part of chunks(slugs.deletes, 500)) {
    statements.push(db.delete(workItemSlugHistory).where(inArray(workItemSlugHistory.slug, part)))
  }
  for (const part of chunks(prepared.projects.delete, 500))
    statements.push(db.delete(projects).where(inArray(projects.id, part)))
  for (const part of chunks(prepared.workItems.delete, 500))
    statements.push(db.delete(workItems).where(inArray(workItems.id, part)))
  for (const part of chunks(prepared.revisions.delete, 500)) {
    statements.push(db.delete(siteContentRevisions).where(inArray(siteContentRevisions.id, part)))
  }
  for (const part of chunks(prepared.covers.delete, 500))
    statements.push(db.delete(mediaCovers).where(inArray(mediaCovers.key, part)))
  // Items whose slug changes step aside first, so two items swapping slugs never meet on the unique index.
  for (const part of chunks(slugs.movedItems, 500)) {
    statements.push(
      db
        .update(workItems)
        .set({ slug: sql`'~import-' || ${workItems.id}` })
        .where(inArray(workItems.id, part)),
    )
  }

  statements.push(
    ...overwriteRows(
      db,
      projects,
      'id',
      prepared.projects.write.map((record) => projectRow(record, base)),
    ),
    ...overwriteRows(
      db,
      workItems,
      'id',
      prepared.workItems.write.map((record) => workItemRow(record, base)),
    ),
    ...overwriteRows(db, workItemSlugHistory, 'slug', slugs.upserts, 200),
  )
  statements.push(
    ...siteContentStatements(
      db,
      prepared.siteContent.write,
      prepared.siteContentBefore,
      prepared.siteContent.delete,
      replace,
    ),
  )
  for (const record of prepared.revisions.write) {
    const values = {
      language: record.language,
      content: record.content,
      schemaVersion: record.schema_version,
      createdAt: record.created_at,
      adminId: adminIdOf(record.admin_email),
      adminEmail: record.admin_email,
      changes: record.changes,
    }
    statements.push(
      db
        .insert(siteContentRevisions)
        .values({ id: record.id, ...values })
        .onConflictDoUpdate({ target: siteContentRevisions.id, set: values }),
    )
  }
  // After the items: a cover record's trigger moves the version of the lists that show its key.
  statements.push(...overwriteRows(db, mediaCovers, 'key', prepared.covers.write.map(mediaCoverRow)))
  return statements
}

/** The plan's counts as the audit row's changes: kind -> { old: null, new: counts }. */
function auditChanges(prepared: PreparedImport, mediaWritten: number) {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  for (const [kind, counts] of Object.entries(prepared.plan.kinds)) {
    if (counts && (counts.create || counts.update || counts.delete))
      changes[kind] = { old: null, new: counts }
  }
  changes.archive = {
    old: null,
    new: {
      created_at: prepared.plan.archive.created_at,
      format_version: prepared.plan.archive.format_version,
    },
  }
  if (mediaWritten > 0) changes.media_written = { old: null, new: mediaWritten }
  if (prepared.plan.replace) changes.replace = { old: null, new: true }
  return changes
}

async function isStored(media: MediaStore, key: string): Promise<boolean> {
  const object = await media.get(key)
  if (object?.body instanceof ReadableStream) await object.body.cancel()
  return object !== null
}

export async function applyImport(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  opened: OpenedArchive,
  prepared: PreparedImport,
  options: ApplyOptions,
): Promise<ImportResult> {
  const { db, media, config } = deps
  const { plan } = prepared
  if (plan.conflicts.length > 0)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.conflicts(plan.conflicts.length), 409)
  if (plan.confirmation !== null && options.confirm !== plan.confirmation) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.confirmation(plan.confirmation))
  }
  const toWrite = prepared.media.toWrite
  if (toWrite.length > 0 && !opened.source.mediaHeld) {
    // Media uploaded on their own (the API import): every one the plan needs must be there first.
    const uploaded = (await opened.source.uploadedMedia?.()) ?? new Set<string>()
    const missing = new Set(toWrite.map((r) => r.sha256).filter((sha256) => !uploaded.has(sha256)))
    if (missing.size > 0) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaNotUploaded(missing.size))
  }

  let mediaWritten = 0
  for (const record of toWrite) {
    // The plan found the key free; one stored since (another request) is still never overwritten.
    if (await isStored(media, record.key)) continue
    const bytes = await archiveMediaBytes(opened, record.sha256)
    if (!bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaWithoutFile(record.key))
    await media.put(record.key, bytes, record.content_type)
    mediaWritten++
  }

  if (opened.manifest.enquiries) {
    await walkEnquiries(db, opened, options.replace, async (batch) => {
      const [first, ...rest] = enquiryStatements(db, batch)
      if (first) await db.batch([first, ...rest])
    })
  }

  const audit = auditInsert(db, {
    actor: options.actor,
    action: ARCHIVE_AUDIT.import,
    targetType: ARCHIVE_AUDIT.target,
    targetId: null,
    changes: auditChanges(prepared, mediaWritten),
    at: config.now(),
  })
  await db.batch([
    audit,
    ...contentStatements(deps, prepared, options.replace),
    ...settingStatements(db, prepared.settings, config.now(), options.actor),
  ])
  return { plan, media_written: mediaWritten }
}
