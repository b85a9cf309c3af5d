import type { AdminProject, AdminWorkItem, PublicProject, PublicWorkItem } from '@studio/contracts'
import { parseTags } from '@studio/contracts'
import { asc, desc, eq } from 'drizzle-orm'
import { coverUrlOf } from '../media/item-covers'
import type { Database } from './client'
import { projects, workItems } from './schema'

/**
 * Shared list queries and row mappers: the public and admin routes answer from the same rows. A
 * mapper takes the current media base, as a cover in our media store is stored by its key and its
 * address is made when an answer is.
 */

export type ProjectRow = typeof projects.$inferSelect
export type WorkItemRow = typeof workItems.$inferSelect

/**
 * Both lists follow the saved manual order: `position` ascending. A new row takes the smallest
 * position minus one. Equal positions (rows written straight to the database, such as the demo seed,
 * or two created at once) fall back to newest first, so the order is always stable.
 */
export function savedOrder(table: typeof projects | typeof workItems) {
  return [asc(table.position), desc(table.createdAt), desc(table.id)]
}

/** Hidden rows are left out unless the caller (the admin) asks for them: a public route never gets one. */
function listInSavedOrder<Table extends typeof projects | typeof workItems>(
  db: Database,
  table: Table,
  includeHidden: boolean,
) {
  return db
    .select()
    .from(table)
    .where(includeHidden ? undefined : eq(table.hidden, false))
    .orderBy(...savedOrder(table))
}

export function listProjects(db: Database, { includeHidden = false } = {}) {
  return listInSavedOrder(db, projects, includeHidden)
}

export function listWorkItems(db: Database, { includeHidden = false } = {}) {
  return listInSavedOrder(db, workItems, includeHidden)
}

/** A stored tags value is a JSON list, but old or hand-edited rows may hold anything: always a list. */
function tagsOf(value: unknown): string[] {
  return parseTags(value)
}

/** What the public project and work item share: the titles and descriptions in both languages, the cover. */
function titlesAndCover(row: ProjectRow | WorkItemRow, publicMediaBaseUrl: string) {
  return {
    title: row.title,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    cover_url: coverUrlOf(row, publicMediaBaseUrl),
  }
}

export function toPublicProject(row: ProjectRow, publicMediaBaseUrl: string): PublicProject {
  return {
    ...titlesAndCover(row, publicMediaBaseUrl),
    tags: tagsOf(row.tags),
    href: row.href,
  }
}

/** What the admin sees of a project or a work item beyond the public fields. */
function adminOnlyFields(row: ProjectRow | WorkItemRow) {
  return {
    hidden: row.hidden,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function toAdminProject(row: ProjectRow, publicMediaBaseUrl: string): AdminProject {
  return {
    id: row.id,
    ...toPublicProject(row, publicMediaBaseUrl),
    ...adminOnlyFields(row),
  }
}

export function toPublicWorkItem(row: WorkItemRow, publicMediaBaseUrl: string): PublicWorkItem {
  return {
    id: row.id,
    ...titlesAndCover(row, publicMediaBaseUrl),
    category: row.category,
    tags: tagsOf(row.tags),
    href: row.href,
    website: row.website,
    featured: row.featured,
    slug: row.slug,
  }
}

export function toAdminWorkItem(row: WorkItemRow, publicMediaBaseUrl: string): AdminWorkItem {
  return {
    ...toPublicWorkItem(row, publicMediaBaseUrl),
    ...adminOnlyFields(row),
  }
}
