import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { coverAltBodyFields, publicCoverFields } from './covers'
import { hiddenFlag, lenientTags, nullableLinkOf, optionalText, requiredText, tagList } from './fields'
import { BODY_MESSAGES } from './messages'

/** A portfolio project as the public site reads it (GET /public/projects). */
export const PublicProjectSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The Arabic site's texts; null (or absent from an older API): the English ones show. */
  title_ar: z.catch(z.nullable(z.string()), null),
  description_ar: z.catch(z.nullable(z.string()), null),
  cover_url: z.catch(z.nullable(z.string()), null),
  tags: lenientTags,
  href: z.catch(z.nullable(z.string()), null),
  ...publicCoverFields,
})
export type PublicProject = z.infer<typeof PublicProjectSchema>

/** A project as the admin reads it (GET {prefix}/projects). */
export const AdminProjectSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  title_ar: z.catch(z.nullable(z.string()), null),
  description_ar: z.catch(z.nullable(z.string()), null),
  cover_url: z.nullable(z.string()),
  ...publicCoverFields,
  tags: lenientTags,
  href: z.nullable(z.string()),
  /** Kept in the admin, never on the public site (absent from an older API: shown). */
  hidden: z._default(z.boolean(), false),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminProject = z.infer<typeof AdminProjectSchema>

/**
 * Create and update body for a project: title and description required and trimmed; the Arabic
 * texts and the cover's alternative texts optional (blank: none).
 */
export const ProjectBodySchema = z.object(
  {
    title: requiredText(LIMITS.title, 'Title is required.', 'Title'),
    description: requiredText(LIMITS.description, 'Description is required.', 'Description', {
      multiline: true,
    }),
    title_ar: z.optional(optionalText(LIMITS.title, 'Arabic title')),
    description_ar: z.optional(optionalText(LIMITS.description, 'Arabic description', { multiline: true })),
    cover_url: z.optional(nullableLinkOf('Cover URL')),
    ...coverAltBodyFields,
    tags: z.optional(tagList),
    href: z.optional(nullableLinkOf('Link')),
    /** Absent: a new project is shown, an updated one keeps its state. */
    hidden: z.optional(hiddenFlag),
  },
  { error: BODY_MESSAGES.notObject },
)
export type ProjectBody = z.input<typeof ProjectBodySchema>
