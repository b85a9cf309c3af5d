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
function listInSavedOrder<T extends typeof projects | typeof workItems>(
  db: Database,
  table: T,
  { includeHidden = false } = {},
): Promise<T['$inferSelect'][]> {
  // Drizzle types a select from either table as a list of either row; the table given fixes which.
  return db
    .select()
    .from(table as typeof projects | typeof workItems)
    .where(includeHidden ? undefined : eq(table.hidden, false))
    .orderBy(...savedOrder(table)) as Promise<T['$inferSelect'][]>
}

export function listProjects(db: Database, options?: { includeHidden?: boolean }): Promise<ProjectRow[]> {
  return listInSavedOrder(db, projects, options)
}

export function listWorkItems(db: Database, options?: { includeHidden?: boolean }): Promise<WorkItemRow[]> {
  return listInSavedOrder(db, workItems, options)
}

/** A stored tags value is a JSON list, but old or hand-edited rows may hold anything: always a list. */
function tagsOf(value: unknown): string[] {
  return parseTags(value)
}

export function toPublicProject(row: ProjectRow): PublicProject {
  return {
    title: row.title,
    description: row.description,
    cover_url: row.coverUrl,
    tags: tagsOf(row.tags),
    href: row.href,
  }
}

export function toAdminProject(row: ProjectRow): AdminProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover_url: row.coverUrl,
    tags: tagsOf(row.tags),
    href: row.href,
    hidden: row.hidden,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function toPublicWorkItem(row: WorkItemRow): PublicWorkItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover_url: row.coverUrl,
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
    hidden: row.hidden,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}
