import { z } from 'zod'
import { LIMITS } from './constants'

/** Shared field rules: trimming, empty-to-null, safe links and tag lists. */

export const requiredText = (max: number, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be at most ${max} characters.`)

/** A trimmed optional string; empty (or absent) becomes null. */
export const nullableText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
    z.string().max(max, `Must be at most ${max} characters.`).nullable(),
  )

/** An http(s) URL or a site path such as /work/x; never javascript: or protocol-relative. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const nullableLink = nullableText(LIMITS.url).refine((value) => value === null || isSafeLink(value), {
  message: 'Must be an http(s) URL or a path starting with /.',
})

/** Splits comma-separated tag text: trimmed, empties dropped; empty text gives an empty list. */
export function parseTags(input: unknown): string[] {
  const parts = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : []
  return parts.map((tag) => String(tag).trim()).filter((tag) => tag.length > 0)
}

/** Tags as the server stores them: a list (or comma text) normalised, bounded in count and length. */
export const tagList = z.preprocess(
  (value) => (value === undefined || value === null ? [] : parseTags(value)),
  z
    .array(z.string().max(LIMITS.tag, `Tags must be at most ${LIMITS.tag} characters.`))
    .max(LIMITS.tags, `At most ${LIMITS.tags} tags.`),
)

/** Tags as a reader receives them: a non-list (or comma text) never fails, it normalises. */
export const lenientTags = z.preprocess((value) => parseTags(value), z.array(z.string()))
