import { type AdminClient, parseTags } from '@studio/contracts'
import type * as z from 'zod/mini'
import { fieldErrors } from './form-errors'

/**
 * The fields every portfolio item's drawer has, as typed (text, and the hidden switch): projects and
 * work items both start from these, so a field added here reaches both drawers (the slug is work-only:
 * see routes/all-work/work-form.ts).
 */
export interface ItemFormValues {
  title: string
  description: string
  /** The Arabic site's texts; blank: it shows the English ones. */
  title_ar: string
  description_ar: string
  cover_url: string
  /** The cover's alternative text per language; blank: the item's title in that language. */
  cover_alt: string
  cover_alt_ar: string
  tags: string
  href: string
  /** Kept off the public site, still listed here. */
  hidden: boolean
}

/**
 * One kind of item's drawer form (project, work): its blank and prefilled values, the body they
 * become, their validation, and the API calls that save that body.
 */
export interface ItemForm<V, T, B> {
  /** The body's schema, shared with the API: the route action reads the posted body with it. */
  schema: z.ZodMiniType<B, unknown>
  empty: V
  from: (item: T) => V
  /** `uploadedUrl` is the address of a just-uploaded cover; it replaces the typed one. */
  toBody: (values: V, uploadedUrl?: string) => B
  validate: (values: V, hasFile: boolean) => Partial<Record<keyof V, string>>
  create: (client: AdminClient, body: B) => Promise<unknown>
  update: (client: AdminClient, id: number, body: B) => Promise<unknown>
  /**
   * The fields a failed save's error is about (e.g. the API's 409 for a taken slug), shown on those
   * fields until the next submit; absent or empty: the failure is shown beside the actions only.
   */
  serverErrors?: (error: unknown) => Partial<Record<keyof V, string>>
}

/** The stored item the common fields are prefilled from. */
interface StoredItem {
  title: string
  description: string
  title_ar: string | null
  description_ar: string | null
  cover_url: string | null
  cover_alt?: string | null
  cover_alt_ar?: string | null
  tags: readonly string[]
  href: string | null
  hidden: boolean
}

export const emptyItemForm: ItemFormValues = {
  title: '',
  description: '',
  title_ar: '',
  description_ar: '',
  cover_url: '',
  cover_alt: '',
  cover_alt_ar: '',
  tags: '',
  href: '',
  hidden: false,
}

export function itemFormFrom(item: StoredItem): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    title_ar: item.title_ar ?? '',
    description_ar: item.description_ar ?? '',
    cover_url: item.cover_url ?? '',
    cover_alt: item.cover_alt ?? '',
    cover_alt_ar: item.cover_alt_ar ?? '',
    tags: item.tags.join(', '),
    href: item.href ?? '',
    hidden: item.hidden,
  }
}

/** An optional field's text: trimmed, or null when nothing is left. */
export const orNull = (text: string): string | null => text.trim() || null

/**
 * The common part of the body to send: title and description trimmed, an uploaded
 * image's address overrides the typed cover URL, empty optional fields (the Arabic texts among them:
 * blank clears them) become null, tags split on
 * commas with empties dropped; the hidden flag as set.
 */
export function toItemBody(values: ItemFormValues, uploadedUrl?: string) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    title_ar: orNull(values.title_ar),
    description_ar: orNull(values.description_ar),
    cover_url: uploadedUrl ?? orNull(values.cover_url),
    cover_alt: orNull(values.cover_alt),
    cover_alt_ar: orNull(values.cover_alt_ar),
    tags: parseTags(values.tags),
    href: orNull(values.href),
    hidden: values.hidden === true,
  }
}

interface BodySchema {
  safeParse: (body: unknown) => Parameters<typeof fieldErrors>[1]
}

/**
 * A form's validation from the shared schema of its body: field errors of the body it would send.
 * The typed cover URL is not checked when a chosen file will replace it.
 */
export function validatorFor<V extends object>(
  schema: BodySchema,
  toBody: (values: V, uploadedUrl?: string) => unknown,
) {
  return (values: V, hasFile: boolean): Partial<Record<keyof V, string>> =>
    fieldErrors(values, schema.safeParse(toBody(values, hasFile ? '/pending-upload' : undefined)))
}
