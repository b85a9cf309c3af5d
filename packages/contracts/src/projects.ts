import { z } from 'zod'
import { LIMITS } from './constants'
import { lenientTags, nullableLink, requiredText, tagList } from './fields'

/** A portfolio project as the public site reads it (GET /public/projects). */
export const PublicProjectSchema = z.object({
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable().catch(null),
  tags: lenientTags,
  href: z.string().nullable().catch(null),
})
export type PublicProject = z.infer<typeof PublicProjectSchema>

/** A project as the admin reads it (GET {prefix}/projects). */
export const AdminProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  tags: lenientTags,
  href: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminProject = z.infer<typeof AdminProjectSchema>

/** Create and update body for a project: title and description required and trimmed. */
export const ProjectBodySchema = z.object({
  title: requiredText(LIMITS.title, 'Title is required.'),
  description: requiredText(LIMITS.description, 'Description is required.'),
  cover_url: nullableLink.optional(),
  tags: tagList.optional(),
  href: nullableLink.optional(),
})
export type ProjectBody = z.input<typeof ProjectBodySchema>
export type ProjectInput = z.output<typeof ProjectBodySchema>
