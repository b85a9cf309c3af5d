import type {
  ContactMessageRecord,
  MediaCoverRecord,
  ProjectRecord,
  SiteContentRecord,
  SiteContentRevisionRecord,
  WorkItemRecord,
} from '@studio/contracts/archive'
import { isMediaKey } from '@studio/contracts/cover-variants'
import type * as schema from '../db/schema'

/**
 * Database rows as archive records and back. Every record lists its fields in one fixed order, so
 * the same rows always give the same bytes (a round trip is checked file for file). Admins are not
 * in an archive: who saved or published the site copy travels as the email snapshot alone.
 */

export type ProjectRow = typeof schema.projects.$inferSelect
export type WorkItemRow = typeof schema.workItems.$inferSelect
export type SlugHistoryRow = typeof schema.workItemSlugHistory.$inferSelect
export type DraftRow = typeof schema.siteContentDrafts.$inferSelect
export type PublishedRow = typeof schema.siteContentPublished.$inferSelect
export type RevisionRow = typeof schema.siteContentRevisions.$inferSelect
export type MediaCoverRow = typeof schema.mediaCovers.$inferSelect
export type ContactMessageRow = typeof schema.contactMessages.$inferSelect

/** Prefixes of the media store that hold the archive's own files, never the studio's media. */
export const ARCHIVE_STORE_PREFIXES = ['backups/', 'archive-imports/'] as const

export function isStudioMediaKey(key: string): boolean {
  return isMediaKey(key) && !ARCHIVE_STORE_PREFIXES.some((prefix) => key.startsWith(prefix))
}

const baseOf = (publicMediaBaseUrl: string) => `${publicMediaBaseUrl.replace(/\/+$/, '')}/`

/**
 * A cover in this studio's media store is named by its key, so it moves with the archive to a studio
 * whose media have another address (the laptop's /media to the deployed bucket's); any other cover
 * keeps its URL.
 */
export function coverFieldsOf(url: string | null, publicMediaBaseUrl: string) {
  const base = baseOf(publicMediaBaseUrl)
  if (url?.startsWith(base)) {
    const key = url.slice(base.length)
    if (isStudioMediaKey(key)) return { cover_key: key, cover_url: null }
  }
  return { cover_key: null, cover_url: url }
}

export function coverUrlOf(
  record: { cover_key: string | null; cover_url: string | null },
  publicMediaBaseUrl: string,
): string | null {
  return record.cover_key !== null ? `${baseOf(publicMediaBaseUrl)}${record.cover_key}` : record.cover_url
}

/** What a project and a work item share, in the order both records list it (first). */
function portfolioRecordFields(row: ProjectRow | WorkItemRow, publicMediaBaseUrl: string) {
  const cover = coverFieldsOf(row.coverUrl, publicMediaBaseUrl)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    cover_key: cover.cover_key,
    cover_url: cover.cover_url,
    cover_alt: row.coverAlt,
    cover_alt_ar: row.coverAltAr,
  }
}

function portfolioRowFields(record: ProjectRecord | WorkItemRecord, publicMediaBaseUrl: string) {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    titleAr: record.title_ar,
    descriptionAr: record.description_ar,
    coverUrl: coverUrlOf(record, publicMediaBaseUrl),
    coverAlt: record.cover_alt,
    coverAltAr: record.cover_alt_ar,
  }
}

export function projectRecord(row: ProjectRow, publicMediaBaseUrl: string): ProjectRecord {
  return {
    ...portfolioRecordFields(row, publicMediaBaseUrl),
    tags: row.tags,
    href: row.href,
    position: row.position,
    hidden: row.hidden,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function projectRow(record: ProjectRecord, publicMediaBaseUrl: string): ProjectRow {
  return {
    ...portfolioRowFields(record, publicMediaBaseUrl),
    tags: record.tags,
    href: record.href,
    position: record.position,
    hidden: record.hidden,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
  }
}

/** Oldest first; slugs break a tie, so the order never depends on how the rows were read. */
export function sortHistory<T extends { slug: string; created_at: string }>(rows: T[]): T[] {
  return rows.sort((a, b) =>
    a.created_at === b.created_at ? (a.slug < b.slug ? -1 : 1) : a.created_at < b.created_at ? -1 : 1,
  )
}

export function workItemRecord(
  row: WorkItemRow,
  history: readonly SlugHistoryRow[],
  publicMediaBaseUrl: string,
): WorkItemRecord {
  return {
    ...portfolioRecordFields(row, publicMediaBaseUrl),
    category: row.category,
    website: row.website,
    href: row.href,
    tags: row.tags,
    featured: row.featured,
    position: row.position,
    hidden: row.hidden,
    slug: row.slug,
    slug_history: sortHistory(history.map((entry) => ({ slug: entry.slug, created_at: entry.createdAt }))),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function workItemRow(record: WorkItemRecord, publicMediaBaseUrl: string): WorkItemRow {
  return {
    ...portfolioRowFields(record, publicMediaBaseUrl),
    category: record.category,
    website: record.website,
    href: record.href,
    tags: record.tags,
    featured: record.featured,
    position: record.position,
    hidden: record.hidden,
    slug: record.slug,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
  }
}

export function siteContentRecord(
  language: 'en' | 'ar',
  draft: DraftRow | undefined,
  published: PublishedRow | undefined,
): SiteContentRecord {
  return {
    language,
    draft: draft
      ? {
          content: draft.content as Record<string, unknown>,
          draft_version: draft.draftVersion,
          updated_at: draft.updatedAt,
          updated_by_email: draft.updatedByEmail,
        }
      : null,
    published: published
      ? {
          content: published.content as Record<string, unknown>,
          schema_version: published.schemaVersion,
          published_at: published.publishedAt,
          published_by_email: published.publishedByEmail,
        }
      : null,
  }
}

export function revisionRecord(row: RevisionRow): SiteContentRevisionRecord {
  return {
    id: row.id,
    language: row.language === 'ar' ? 'ar' : 'en',
    content: row.content as Record<string, unknown>,
    schema_version: row.schemaVersion,
    created_at: row.createdAt,
    admin_email: row.adminEmail,
    changes: row.changes,
  }
}

export function mediaCoverRecord(row: MediaCoverRow): MediaCoverRecord {
  return {
    key: row.key,
    width: row.width,
    height: row.height,
    content_type: row.contentType,
    placeholder: row.placeholder,
    dominant_color: row.dominantColor,
    variant_widths: row.variantWidths,
    avif_widths: row.avifWidths,
    variant_error: row.variantError,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function mediaCoverRow(record: MediaCoverRecord): MediaCoverRow {
  return {
    key: record.key,
    width: record.width,
    height: record.height,
    contentType: record.content_type,
    placeholder: record.placeholder,
    dominantColor: record.dominant_color,
    variantWidths: record.variant_widths,
    avifWidths: record.avif_widths,
    variantError: record.variant_error,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
  }
}

export function contactMessageRecord(row: ContactMessageRow): ContactMessageRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt,
    status: row.status,
    status_changed_at: row.statusChangedAt,
    language: row.language,
    source: row.source,
    campaign: row.campaign,
    landing_path: row.landingPath,
  }
}

export function contactMessageRow(record: ContactMessageRecord): ContactMessageRow {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    company: record.company,
    subject: record.subject,
    message: record.message,
    createdAt: record.created_at,
    status: record.status,
    statusChangedAt: record.status_changed_at,
    language: record.language,
    source: record.source,
    campaign: record.campaign,
    landingPath: record.landing_path,
  }
}
