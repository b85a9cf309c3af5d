import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { lenientTags, nullableLink, requiredText, tagList } from './fields'

export { categoryLabel } from './constants'

/** Category as stored: trimmed and lower-cased; empty becomes null. */
const category = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase() || null : (value ?? null),
  ),
  z.nullable(
    z.string().check(z.maxLength(LIMITS.category, `Must be at most ${LIMITS.category} characters.`)),
  ),
)

/** A work item as the public All Work page reads it (GET /public/all-work). */
export const PublicWorkItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.catch(z.nullable(z.string()), null),
  category: z.catch(category, null),
  tags: lenientTags,
  href: z.catch(z.nullable(z.string()), null),
  website: z.catch(z.nullable(z.string()), null),
})
export type PublicWorkItem = z.infer<typeof PublicWorkItemSchema>

/** A work item as the admin reads it; tags may arrive as a list or a comma-separated string. */
export const AdminWorkItemSchema = z.extend(PublicWorkItemSchema, {
  featured: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminWorkItem = z.infer<typeof AdminWorkItemSchema>

/** The full create/update body (spec section 5 normalisation). */
export const WorkItemBodySchema = z.object({
  title: requiredText(LIMITS.title, 'Title is required.'),
  description: requiredText(LIMITS.description, 'Description is required.'),
  cover_url: nullableLink,
  category,
  website: nullableLink,
  href: nullableLink,
  tags: tagList,
  featured: z._default(z.boolean(), false),
})
export type WorkItemBody = z.input<typeof WorkItemBodySchema>
export type WorkItemInput = z.output<typeof WorkItemBodySchema>

/** PUT may carry only the featured flag. */
export const WorkItemFeaturedBodySchema = z.strictObject({ featured: z.boolean() })
export type WorkItemFeaturedBody = z.infer<typeof WorkItemFeaturedBodySchema>

export const WorkItemUpdateBodySchema = z.union([WorkItemFeaturedBodySchema, WorkItemBodySchema])
export type WorkItemUpdateBody = z.input<typeof WorkItemUpdateBodySchema>
