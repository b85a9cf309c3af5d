import {
  ARCHIVE_FILES,
  ARCHIVE_KINDS,
  ARCHIVE_LIMITS,
  ARCHIVE_MESSAGES,
  type ArchiveKind,
  type ImportPlan,
  type KindPlan,
  type MediaCoverRecord,
  MediaCoverRecordSchema,
  type PlanChange,
  type PlanConflict,
  type ProjectRecord,
  ProjectRecordSchema,
  replaceConfirmation,
  type SiteContentRecord,
  SiteContentRecordSchema,
  type SiteContentRevisionRecord,
  SiteContentRevisionRecordSchema,
  type WorkItemRecord,
  WorkItemRecordSchema,
} from '@studio/contracts/archive'
import { isSlug } from '@studio/contracts/slugs'
import type * as z from 'zod/mini'
import type { AppDeps } from '../deps'
import {
  type ArchiveOrigin,
  archiveOrigin,
  type Collision,
  type CollisionPolicy,
  collisionConflicts,
  collisionOf,
  collisionPolicy,
} from './collisions'
import { changedFields } from './compare'
import { walkEnquiries } from './enquiries'
import { historyByItem, readContentSnapshot, siteContentRecords } from './export'
import { type MediaPlan, planMedia } from './plan-media'
import { planSlugs, type SlugPlan } from './plan-slugs'
import { type OpenedArchive, readAllRecords } from './read'
import { mediaCoverRecord, projectRecord, revisionRecord, workItemRecord } from './records'
import { ArchiveRefusal } from './refusal'
import { planSettings, type SettingsPlan } from './settings-records'

/**
 * The plan of an import: for each kind of record, what is created, updated, left alone and (with
 * replace) deleted, the content changes one by one, and the conflicts. Records are matched by their
 * stable identity (ids, the language, a cover's key). A record the studio holds under the same
 * identity with other content is overwritten by the archive's when this studio wrote the archive
 * (a restore); a record of the same id from another studio's archive is a conflict instead
 * (collisions.ts). The site copy (one per language) and the cover records (named by their media
 * key) are the same thing in every studio, so the archive's always replace them. Reading for the
 * plan reads and checks every file of the archive, each record against the admin's rules too
 * (record-rules.ts), so nothing is written for an archive that turns out damaged or hostile.
 */

export interface Writes<T, Id> {
  /** Records to insert or overwrite. */
  write: T[]
  /** Stored records the archive lacks (replace only). */
  delete: Id[]
}

export interface PreparedImport {
  plan: ImportPlan
  projects: Writes<ProjectRecord, number>
  workItems: Writes<WorkItemRecord, number>
  slugs: SlugPlan
  siteContent: Writes<SiteContentRecord, 'en' | 'ar'>
  /** The stored site copy, so apply writes only the parts (draft, published copy) that change. */
  siteContentBefore: SiteContentRecord[]
  revisions: Writes<SiteContentRevisionRecord, number>
  covers: Writes<MediaCoverRecord, string>
  settings: SettingsPlan
  media: MediaPlan
}

const emptyCounts = (): KindPlan => ({ create: 0, update: 0, unchanged: 0, delete: 0 })

/** Records in ascending, unrepeated order of their identity (the order export writes). */
async function sortedRecords<T, Id extends number | string>(
  opened: OpenedArchive,
  name: string,
  schema: z.ZodMiniType<T>,
  idOf: (record: T) => Id,
): Promise<T[]> {
  const lines = await readAllRecords(opened, name, schema)
  let previous: Id | null = null
  for (const { line, record } of lines) {
    const id = idOf(record)
    if (previous !== null && id <= previous) throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsorted(name, line))
    previous = id
  }
  return lines.map((line) => line.record)
}

interface Compared<T, Id> extends Writes<T, Id> {
  counts: KindPlan
  changes: PlanChange[]
  collisions: Collision[]
}

interface CompareOptions<T> {
  /** Fields compared elsewhere (a work item's slug history). */
  ignore?: readonly string[]
  /** What a stored record of the same id and other content becomes (collisions.ts). */
  policy: CollisionPolicy
  /** Records of one id that are the same thing in every studio, whatever the policy. */
  alike?: (stored: T, archived: T) => boolean
}

function compare<T extends Record<string, unknown>, Id extends number | string>(
  kind: ArchiveKind,
  archived: readonly T[],
  stored: readonly T[],
  idOf: (record: T) => Id,
  labelOf: (record: T) => string,
  replace: boolean,
  { ignore = [], policy, alike }: CompareOptions<T>,
): Compared<T, Id> {
  const before = new Map(stored.map((record) => [idOf(record), record]))
  const counts = emptyCounts()
  const changes: PlanChange[] = []
  const write: T[] = []
  const collisions: Collision[] = []
  for (const record of archived) {
    const id = idOf(record)
    const old = before.get(id)
    if (!old) {
      counts.create++
      changes.push({ kind, id: String(id), label: labelOf(record), action: 'create' })
      write.push(record)
      continue
    }
    const fields = changedFields(old, record, ignore)
    if (fields.length === 0) counts.unchanged++
    else if (policy === 'update' || alike?.(old, record)) {
      counts.update++
      changes.push({ kind, id: String(id), label: labelOf(record), action: 'update', fields })
      write.push(record)
    } else if (policy === 'conflict') {
      collisions.push(collisionOf(kind, String(id), labelOf(old), labelOf(record)))
    } else {
      // Replace: the studio's record goes (counted for the confirmation), the archive's comes.
      counts.delete++
      counts.create++
      changes.push(
        { kind, id: String(id), label: labelOf(old), action: 'delete' },
        { kind, id: String(id), label: labelOf(record), action: 'create' },
      )
      write.push(record)
    }
  }
  const inArchive = new Set(archived.map(idOf))
  const deleted = replace ? stored.filter((record) => !inArchive.has(idOf(record))) : []
  counts.delete += deleted.length
  for (const record of deleted) {
    changes.push({ kind, id: String(idOf(record)), label: labelOf(record), action: 'delete' })
  }
  return { counts, changes, write, delete: deleted.map(idOf), collisions }
}

/** Every studio's history starts with each language's starting copy (no admin, no changes). */
const bothStartingCopies = (stored: SiteContentRevisionRecord, archived: SiteContentRevisionRecord) =>
  stored.language === archived.language &&
  [stored, archived].every((revision) => revision.admin_email === null && revision.changes.length === 0)

/** The archive's slugs are well formed and each names one item once. */
function checkArchiveSlugs(items: readonly WorkItemRecord[]) {
  const seen = new Set<string>()
  items.forEach((item, index) => {
    for (const slug of [item.slug, ...item.slug_history.map((entry) => entry.slug)]) {
      if (!isSlug(slug) || seen.has(slug)) {
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.badRecord(ARCHIVE_FILES.workItems, index + 1, 'field slug'))
      }
      seen.add(slug)
    }
  })
}

export async function prepareImport(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  opened: OpenedArchive,
  replace: boolean,
): Promise<PreparedImport> {
  const { db, config } = deps
  const base = config.publicMediaBaseUrl
  const projects = await sortedRecords(opened, ARCHIVE_FILES.projects, ProjectRecordSchema, (r) => r.id)
  const workItems = await sortedRecords(opened, ARCHIVE_FILES.workItems, WorkItemRecordSchema, (r) => r.id)
  checkArchiveSlugs(workItems)
  const siteContent = await sortedRecords(opened, ARCHIVE_FILES.siteContent, SiteContentRecordSchema, (r) =>
    r.language === 'en' ? 0 : 1,
  )
  const revisions = await sortedRecords(
    opened,
    ARCHIVE_FILES.siteContentRevisions,
    SiteContentRevisionRecordSchema,
    (r) => r.id,
  )
  const settings = await planSettings(db, opened)
  const covers = await sortedRecords(opened, ARCHIVE_FILES.mediaCovers, MediaCoverRecordSchema, (r) => r.key)
  const media = await planMedia(opened, deps.media)

  const origin: ArchiveOrigin = await archiveOrigin(db, opened)
  const policy = collisionPolicy(origin, replace)
  const snapshot = await readContentSnapshot(db)
  const history = historyByItem(snapshot.historyRows)
  const kinds: ImportPlan['kinds'] = {}
  const changes: PlanChange[] = []
  const conflicts: PlanConflict[] = [...media.conflicts]
  /** Compares one kind's records (see compare) and adds its counts, changes and conflicts to the plan. */
  const take = <T extends Record<string, unknown>, Id extends number | string>(
    kind: ArchiveKind,
    archived: readonly T[],
    stored: readonly T[],
    idOf: (record: T) => Id,
    labelOf: (record: T) => string,
    options: CompareOptions<T> = { policy },
  ): Writes<T, Id> => {
    const compared = compare(kind, archived, stored, idOf, labelOf, replace, options)
    kinds[kind] = compared.counts
    changes.push(...compared.changes)
    conflicts.push(...collisionConflicts(kind, compared.collisions, origin))
    return { write: compared.write, delete: compared.delete }
  }

  const projectWrites = take(
    'projects',
    projects,
    snapshot.projectRows.map((row) => projectRecord(row, base)),
    (r) => r.id,
    (r) => r.title,
  )
  const workItemWrites = take(
    'work_items',
    workItems,
    snapshot.workItemRows.map((row) => workItemRecord(row, history.get(row.id) ?? [], base)),
    (r) => r.id,
    (r) => `${r.title} (/work/${r.slug})`,
    { ignore: ['slug_history'], policy },
  )
  const slugs = planSlugs(workItems, snapshot.workItemRows, snapshot.historyRows, replace, config.now())
  conflicts.push(...slugs.conflicts)
  kinds.work_item_slugs = {
    create: slugs.upserts.filter((row) => !snapshot.historyRows.some((old) => old.slug === row.slug)).length,
    update: slugs.upserts.filter((row) => snapshot.historyRows.some((old) => old.slug === row.slug)).length,
    unchanged: slugs.unchanged,
    delete: slugs.deletes.length,
  }
  const siteContentWrites = take(
    'site_content',
    siteContent,
    siteContentRecords(snapshot),
    (r) => r.language,
    (r) => (r.language === 'en' ? 'Site copy (English)' : 'Site copy (Arabic)'),
    { policy: 'update' },
  )
  const revisionWrites = take(
    'site_content_revisions',
    revisions,
    snapshot.revisions.map(revisionRecord),
    (r) => r.id,
    (r) => `${r.language === 'en' ? 'English' : 'Arabic'} publish of ${r.created_at}`,
    { policy, alike: bothStartingCopies },
  )
  const coverWrites = take(
    'media_covers',
    covers,
    snapshot.covers.map(mediaCoverRecord),
    (r) => r.key,
    (r) => r.key,
    { policy: 'update' },
  )
  if (settings.counts) {
    kinds.settings = settings.counts
    changes.push(...settings.changes)
  }
  if (opened.manifest.enquiries) {
    const walked = await walkEnquiries(db, opened, replace, async () => {})
    kinds.contact_messages = walked.counts
    conflicts.push(...collisionConflicts('contact_messages', walked.collisions, origin))
  }
  kinds.media = media.counts

  const deletions = Object.values(kinds).reduce((sum, counts) => sum + (counts?.delete ?? 0), 0)
  const plan: ImportPlan = {
    archive: {
      format_version: opened.version,
      product_version: opened.manifest.product_version,
      migration: opened.manifest.migration,
      created_at: opened.manifest.created_at,
      enquiries: opened.manifest.enquiries,
      encrypted: Boolean(opened.manifest.encryption),
      origin,
    },
    replace,
    kinds: Object.fromEntries(ARCHIVE_KINDS.flatMap((kind) => (kinds[kind] ? [[kind, kinds[kind]]] : []))),
    changes: changes.slice(0, ARCHIVE_LIMITS.planChangesListed),
    conflicts,
    deletions,
    confirmation: replace && deletions > 0 ? replaceConfirmation(deletions) : null,
  }
  return {
    plan,
    projects: projectWrites,
    workItems: workItemWrites,
    slugs,
    siteContent: siteContentWrites,
    siteContentBefore: siteContentRecords(snapshot),
    revisions: revisionWrites,
    covers: coverWrites,
    settings,
    media,
  }
}
