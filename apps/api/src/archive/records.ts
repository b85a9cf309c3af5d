import type {
  ContactMessageRecord,
  MediaCoverRecord,
  ProjectRecord,
  SiteContentRecord,
  SiteContentRevisionRecord,
  WorkItemRecord,
} from '@studio/contracts/archive'
import { isPublicMediaKey } from '@studio/contracts/cover-variants'
import { SHARE_CARD_PREFIX } from '@studio/contracts/share-cards'
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

/**
 * The media of the studio: what a page may show (covers, the demo covers, cards). Backups and staged
 * imports are never studio media.
 */
export function isStudioMediaKey(key: string): boolean {
  return isPublicMediaKey(key)
}

/**
 * Whether a media file is a share card. A card is drawn from the records it shows, so an archive
 * never carries one: the export leaves cards out, an import passes over the cards an earlier export
 * carried, and the card backfill draws the imported studio's cards (decision 0029).
 */
export const isShareCardKey = (key: string) => key.startsWith(SHARE_CARD_PREFIX)

/**
 * What a project and a work item share, in the order both records list it (first). A cover in the
 * media store is stored by its key, so it moves with the archive to a studio whose media have
 * another address (the laptop's /media to the deployed bucket's); any other cover keeps its URL.
 */
function portfolioRecordFields(row: ProjectRow | WorkItemRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    cover_key: row.coverKey,
    cover_url: row.coverUrl,
    cover_alt: row.coverAlt,
    cover_alt_ar: row.coverAltAr,
  }
}

function portfolioRowFields(record: ProjectRecord | WorkItemRecord) {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    titleAr: record.title_ar,
    descriptionAr: record.description_ar,
    coverKey: record.cover_key,
    coverUrl: record.cover_url,
    coverAlt: record.cover_alt,
    coverAltAr: record.cover_alt_ar,
  }
}

/*
 * The mappers below need no media base any more (covers are keys in the rows too); the trailing
 * `_publicMediaBaseUrl` parameters only keep older callers compiling and are ignored.
 */

export function projectRecord(row: ProjectRow, _publicMediaBaseUrl?: string): ProjectRecord {
  return {
    ...portfolioRecordFields(row),
    tags: row.tags,
    href: row.href,
    position: row.position,
    hidden: row.hidden,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function projectRow(record: ProjectRecord, _publicMediaBaseUrl?: string): ProjectRow {
  return {
    ...portfolioRowFields(record),
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
  _publicMediaBaseUrl?: string,
): WorkItemRecord {
  return {
    ...portfolioRecordFields(row),
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

export function workItemRow(record: WorkItemRecord, _publicMediaBaseUrl?: string): WorkItemRow {
  return {
    ...portfolioRowFields(record),
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
