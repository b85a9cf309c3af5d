import type { AdminProject, AdminWorkItem, PublicProject, PublicWorkItem } from '@studio/contracts'
import { parseTags } from '@studio/contracts'
import { asc, desc, eq } from 'drizzle-orm'
import type { Database } from './client'
import { projects, workItems } from './schema'

/** Shared list queries and row mappers: the public and admin routes answer from the same rows. */

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
export function listProjects(db: Database, { includeHidden = false } = {}): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(includeHidden ? undefined : eq(projects.hidden, false))
    .orderBy(...savedOrder(projects))
}

export function listWorkItems(db: Database, { includeHidden = false } = {}): Promise<WorkItemRow[]> {
  return db
    .select()
    .from(workItems)
    .where(includeHidden ? undefined : eq(workItems.hidden, false))
    .orderBy(...savedOrder(workItems))
}

/** A stored tags value is a JSON list, but old or hand-edited rows may hold anything: always a list. */
function tagsOf(value: unknown): string[] {
  return parseTags(value)
}

/** What the public project and work item share: the titles and descriptions in both languages, the cover. */
function titlesAndCover(row: ProjectRow | WorkItemRow) {
  return {
    title: row.title,
    description: row.description,
    title_ar: row.titleAr,
    description_ar: row.descriptionAr,
    cover_url: row.coverUrl,
  }
}

export function toPublicProject(row: ProjectRow): PublicProject {
  return {
    ...titlesAndCover(row),
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

export function toAdminProject(row: ProjectRow): AdminProject {
  return {
    id: row.id,
    ...toPublicProject(row),
    ...adminOnlyFields(row),
  }
}

export function toPublicWorkItem(row: WorkItemRow): PublicWorkItem {
  return {
    id: row.id,
    ...titlesAndCover(row),
    category: row.category,
    tags: tagsOf(row.tags),
    href: row.href,
    website: row.website,
    featured: row.featured,
    slug: row.slug,
  }
}

export function toAdminWorkItem(row: WorkItemRow): AdminWorkItem {
  return {
    ...toPublicWorkItem(row),
    ...adminOnlyFields(row),
  }
}
