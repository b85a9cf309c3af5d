import {
  type AdminWorkItem,
  ApiError,
  SLUG_MESSAGES,
  type WorkItemBody,
  WorkItemBodySchema,
} from '@studio/contracts'
import {
  emptyItemForm,
  type ItemForm,
  type ItemFormValues,
  itemFormFrom,
  orNull,
  toItemBody,
  validatorFor,
} from '../../lib/item-form'

/** The work drawer's fields: every item's, plus slug, category, website and the featured flag. */
export interface WorkFormValues extends ItemFormValues {
  /** The case study's address, /work/{slug}; empty: made from the title (create) or kept (edit). */
  slug: string
  category: string
  website: string
  featured: boolean
}

/**
 * The common item body, as for every item; category and website null when empty, featured a boolean.
 * The slug is sent trimmed, and only when one is typed: the API then makes it from the title (create)
 * or keeps the stored one (edit).
 */
function toWorkBody(values: WorkFormValues, uploadedUrl?: string): WorkItemBody {
  const slug = values.slug.trim()
  return {
    ...toItemBody(values, uploadedUrl),
    category: orNull(values.category),
    website: orNull(values.website),
    featured: values.featured === true,
    ...(slug ? { slug } : {}),
  }
}

const SLUG_TEXTS: ReadonlySet<string> = new Set(Object.values(SLUG_MESSAGES))

/** The API's slug refusals (409 taken; 400 malformed, should the checks here ever differ) belong to the Slug field. */
function workServerErrors(error: unknown): Partial<Record<keyof WorkFormValues, string>> {
  return error instanceof ApiError && SLUG_TEXTS.has(error.message) ? { slug: error.message } : {}
}

export const workForm: ItemForm<WorkFormValues, AdminWorkItem, WorkItemBody> = {
  empty: { ...emptyItemForm, slug: '', category: '', website: '', featured: false },
  from: (item) => ({
    ...itemFormFrom(item),
    slug: item.slug ?? '',
    category: item.category ?? '',
    website: item.website ?? '',
    featured: item.featured,
  }),
  schema: WorkItemBodySchema,
  toBody: toWorkBody,
  validate: validatorFor(WorkItemBodySchema, toWorkBody),
  create: (client, body) => client.createWorkItem(body),
  update: (client, id, body) => client.updateWorkItem(id, body),
  serverErrors: workServerErrors,
}
