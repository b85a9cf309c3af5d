import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { lenientTags, nullableLinkOf, requiredText, tagList } from './fields'
import { BODY_MESSAGES, mustBeText } from './messages'

export { categoryLabel } from './constants'

/** Category as stored: trimmed and lower-cased; empty becomes null. */
const category = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase() || null : (value ?? null),
  ),
  z.nullable(
    z
      .string({ error: mustBeText('Category') })
      .check(z.maxLength(LIMITS.category, `Must be at most ${LIMITS.category} characters.`)),
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
const featured = z.boolean({ error: BODY_MESSAGES.featuredType })

export const WorkItemBodySchema = z.object(
  {
    title: requiredText(LIMITS.title, 'Title is required.', 'Title'),
    description: requiredText(LIMITS.description, 'Description is required.', 'Description'),
    cover_url: nullableLinkOf('Cover URL'),
    category,
    website: nullableLinkOf('Website'),
    href: nullableLinkOf('Link'),
    tags: tagList,
    featured: z._default(featured, false),
  },
  { error: BODY_MESSAGES.notObject },
)
export type WorkItemBody = z.input<typeof WorkItemBodySchema>
export type WorkItemInput = z.output<typeof WorkItemBodySchema>

/** PUT may carry only the featured flag. */
export const WorkItemFeaturedBodySchema = z.strictObject(
  { featured },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? BODY_MESSAGES.featuredOnly : BODY_MESSAGES.notObject,
  },
)
export type WorkItemFeaturedBody = z.infer<typeof WorkItemFeaturedBodySchema>

export const WorkItemUpdateBodySchema = z.union([WorkItemFeaturedBodySchema, WorkItemBodySchema], {
  error: BODY_MESSAGES.workItemUpdate,
})
export type WorkItemUpdateBody = z.input<typeof WorkItemUpdateBodySchema>
