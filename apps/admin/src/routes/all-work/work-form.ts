import { type AdminWorkItem, parseTags, type WorkItemBody, WorkItemBodySchema } from '@studio/contracts'
import { fieldErrors } from '../../lib/form-errors'

/** The work drawer's fields as typed. */
export interface WorkFormValues {
  title: string
  description: string
  cover_url: string
  category: string
  website: string
  href: string
  tags: string
  featured: boolean
}

export type WorkFormErrors = Partial<Record<keyof WorkFormValues, string>>

export const emptyWorkForm: WorkFormValues = {
  title: '',
  description: '',
  cover_url: '',
  category: '',
  website: '',
  href: '',
  tags: '',
  featured: false,
}

export function workFormFrom(item: AdminWorkItem): WorkFormValues {
  return {
    title: item.title,
    description: item.description,
    cover_url: item.cover_url ?? '',
    category: item.category ?? '',
    website: item.website ?? '',
    href: item.href ?? '',
    tags: item.tags.join(', '),
    featured: item.featured,
  }
}

const orNull = (text: string) => text.trim() || null

/**
 * Spec section 5: everything trimmed; category, website, href and cover URL null when empty; tags
 * split on commas with empties dropped; featured a boolean. An uploaded image's address wins.
 */
export function toWorkBody(values: WorkFormValues, uploadedUrl?: string): WorkItemBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    cover_url: uploadedUrl ?? orNull(values.cover_url),
    category: orNull(values.category),
    website: orNull(values.website),
    href: orNull(values.href),
    tags: parseTags(values.tags),
    featured: values.featured === true,
  }
}

export function validateWorkForm(values: WorkFormValues, hasFile: boolean): WorkFormErrors {
  const result = WorkItemBodySchema.safeParse(toWorkBody(values, hasFile ? '/pending-upload' : undefined))
  return fieldErrors(values, result)
}
