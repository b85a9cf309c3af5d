import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { coverAltBodyFields, publicCoverFields } from './covers'
import {
  hiddenFlag,
  lenientTags,
  nullableLinkOf,
  optionalText,
  requiredText,
  tagList,
  withoutControlCharacters,
} from './fields'
import { BODY_MESSAGES, mustBeText } from './messages'
import { ShareCardsByLanguageSchema } from './share-cards'
import { isSlug, SLUG_MAX_LENGTH, SLUG_MESSAGES } from './slugs'

export { categoryLabel } from './constants'
export { isSlug, SLUG_MAX_LENGTH, SLUG_MESSAGES, slugify, workPath } from './slugs'

/** Category as stored: trimmed and lower-cased; empty becomes null. */
const category = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase() || null : (value ?? null),
  ),
  z.nullable(
    z
      .string({ error: mustBeText('Category') })
      .check(
        z.maxLength(LIMITS.category, `Must be at most ${LIMITS.category} characters.`),
        withoutControlCharacters('Category'),
      ),
  ),
)

/** A work item as the public All Work page reads it (GET /public/all-work). */
export const PublicWorkItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** The Arabic site's texts; null (or absent from an older API): the English ones show. */
  title_ar: z.catch(z.nullable(z.string()), null),
  description_ar: z.catch(z.nullable(z.string()), null),
  cover_url: z.catch(z.nullable(z.string()), null),
  category: z.catch(category, null),
  tags: lenientTags,
  href: z.catch(z.nullable(z.string()), null),
  website: z.catch(z.nullable(z.string()), null),
  /** A flag for the site's "Featured" marker; the list's order is the saved manual order. */
  featured: z.catch(z.boolean(), false),
  /**
   * The case study's address, /work/{slug}. This API always sends it; optional so an older API
   * still parses (the site then links to '#').
   */
  slug: z.catch(z.optional(z.string()), undefined),
  ...publicCoverFields,
  /** A case study's share cards (GET /public/work/{slug} only; absent from lists and older APIs). */
  share_cards: z.catch(z.optional(ShareCardsByLanguageSchema), undefined),
  /** When the case study was first saved and last changed (GET /public/work/{slug} only). */
  created_at: z.catch(z.optional(z.string()), undefined),
  updated_at: z.catch(z.optional(z.string()), undefined),
})
export type PublicWorkItem = z.infer<typeof PublicWorkItemSchema>

/** GET /public/work/{old slug}: 301 with this body, pointing at the item's current slug. */
export const WorkItemRedirectSchema = z.object({ redirect: z.string() })
export type WorkItemRedirect = z.infer<typeof WorkItemRedirectSchema>

/** GET /public/sitemap-entries: every public case study, in the saved order. */
export const SitemapEntrySchema = z.object({ slug: z.string(), updated_at: z.string() })
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>

/** A slug an admin sets: trimmed, then the exact shape slugify makes (no silent rewriting). */
const slug = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value)),
  z.string({ error: SLUG_MESSAGES.type }).check(
    z.maxLength(SLUG_MAX_LENGTH, SLUG_MESSAGES.tooLong),
    z.refine((value) => value.length > SLUG_MAX_LENGTH || isSlug(value), SLUG_MESSAGES.format),
  ),
)

/** A work item as the admin reads it; tags may arrive as a list or a comma-separated string. */
export const AdminWorkItemSchema = z.extend(PublicWorkItemSchema, {
  featured: z.boolean(),
  /** Kept in the admin, never on the public site (absent from an older API: shown). */
  hidden: z._default(z.boolean(), false),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminWorkItem = z.infer<typeof AdminWorkItemSchema>

const featured = z.boolean({ error: BODY_MESSAGES.featuredType })

/** The fields of a full work item (normalised as the spec says). */
const workItemFields = {
  title: requiredText(LIMITS.title, 'Title is required.', 'Title'),
  description: requiredText(LIMITS.description, 'Description is required.', 'Description', {
    multiline: true,
  }),
  /** Absent: none on create, kept as stored on update (blank clears). */
  title_ar: z.optional(optionalText(LIMITS.title, 'Arabic title')),
  description_ar: z.optional(optionalText(LIMITS.description, 'Arabic description', { multiline: true })),
  cover_url: nullableLinkOf('Cover URL'),
  ...coverAltBodyFields,
  category,
  website: nullableLinkOf('Website'),
  href: nullableLinkOf('Link'),
  tags: tagList,
  /** Absent: a new item is shown, an updated one keeps its state. */
  hidden: z.optional(hiddenFlag),
  /** Absent: a new item's slug is made from its title, an updated one keeps its slug. */
  slug: z.optional(slug),
}

/** The create body: a new item is not featured unless it says so. */
export const WorkItemBodySchema = z.object(
  { ...workItemFields, featured: z._default(featured, false) },
  { error: BODY_MESSAGES.notObject },
)
export type WorkItemBody = z.input<typeof WorkItemBodySchema>

/** PUT may carry only the featured flag. */
export const WorkItemFeaturedBodySchema = z.strictObject(
  { featured },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? BODY_MESSAGES.featuredOnly : BODY_MESSAGES.notObject,
  },
)

/** A full update without the flag leaves it alone rather than silently un-featuring the item. */
const WorkItemFullUpdateSchema = z.object(
  { ...workItemFields, featured: z.optional(featured) },
  { error: BODY_MESSAGES.notObject },
)

/** True for a body whose only key is `featured`: the toggle, answered with the toggle's own texts. */
function isFeaturedOnly(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    Object.hasOwn(value, 'featured')
  )
}

/**
 * PUT body: featured alone, or the full item. When both fail, the shape the caller meant speaks
 * (its first field message) rather than a generic "matches neither".
 */
export const WorkItemUpdateBodySchema = z.union([WorkItemFeaturedBodySchema, WorkItemFullUpdateSchema], {
  error: (issue) => {
    const meant =
      issue.code === 'invalid_union' ? issue.errors[isFeaturedOnly(issue.input) ? 0 : 1] : undefined
    return meant?.[0]?.message ?? BODY_MESSAGES.workItemUpdate
  },
})
export type WorkItemUpdateBody = z.input<typeof WorkItemUpdateBodySchema>
