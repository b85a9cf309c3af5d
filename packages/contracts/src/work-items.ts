import { z } from 'zod'
import { LIMITS, WORK_CATEGORIES } from './constants'
import { lenientTags, nullableLink, requiredText, tagList } from './fields'

/** Category as stored: trimmed and lower-cased; empty becomes null. */
const category = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : (value ?? null)),
  z.string().max(LIMITS.category, `Must be at most ${LIMITS.category} characters.`).nullable(),
)

/** A work item as the public All Work page reads it (GET /public/all-work). */
export const PublicWorkItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable().catch(null),
  category: category.catch(null),
  tags: lenientTags,
  href: z.string().nullable().catch(null),
  website: z.string().nullable().catch(null),
})
export type PublicWorkItem = z.infer<typeof PublicWorkItemSchema>

/** A work item as the admin reads it; tags may arrive as a list or a comma-separated string. */
export const AdminWorkItemSchema = PublicWorkItemSchema.extend({
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
  featured: z.boolean().default(false),
})
export type WorkItemBody = z.input<typeof WorkItemBodySchema>
export type WorkItemInput = z.output<typeof WorkItemBodySchema>

/** PUT may carry only the featured flag. */
export const WorkItemFeaturedBodySchema = z.object({ featured: z.boolean() }).strict()
export type WorkItemFeaturedBody = z.infer<typeof WorkItemFeaturedBodySchema>

export const WorkItemUpdateBodySchema = z.union([WorkItemFeaturedBodySchema, WorkItemBodySchema])
export type WorkItemUpdateBody = z.input<typeof WorkItemUpdateBodySchema>

/** The All Work badge: the filter tab's label, otherwise the raw category, or 'Other'. */
export function categoryLabel(value: string | null | undefined): string {
  const match = WORK_CATEGORIES.find((entry) => entry.value === value)
  return match?.label ?? (value || 'Other')
}
