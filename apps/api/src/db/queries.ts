import type {
  AdminProject,
  AdminWorkItem,
  ContactMessage,
  PublicProject,
  PublicWorkItem,
} from '@studio/contracts'
import { parseTags } from '@studio/contracts'
import { desc } from 'drizzle-orm'
import type { Database } from './client'
import { contactMessages, projects, workItems } from './schema'

/** Shared list queries and row mappers: the public and admin routes answer from the same rows. */

export type ProjectRow = typeof projects.$inferSelect
export type WorkItemRow = typeof workItems.$inferSelect
export type ContactMessageRow = typeof contactMessages.$inferSelect

/** Projects, newest first; equal timestamps fall back to the newest id so the order is stable. */
export function listProjects(db: Database): Promise<ProjectRow[]> {
  return db.select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id))
}

/** The stable server order of All Work: featured first, then newest (id breaks ties). */
export function listWorkItems(db: Database): Promise<WorkItemRow[]> {
  return db
    .select()
    .from(workItems)
    .orderBy(desc(workItems.featured), desc(workItems.createdAt), desc(workItems.id))
}

/** Contact messages, newest first. */
export function listContactMessages(db: Database): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
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
  }
}

export function toAdminWorkItem(row: WorkItemRow): AdminWorkItem {
  return {
    ...toPublicWorkItem(row),
    featured: row.featured,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt,
  }
}
