import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { isSafeLink } from './links'
import { parseTags } from './tags'

/**
 * Shared field rules: trimming, empty-to-null, safe links and tag lists. The pure annotations let
 * a bundle that only reads lists (the site) drop the write-body rules it never uses.
 */

export { isSafeLink } from './links'
export { parseTags } from './tags'

const tooLong = (max: number) => `Must be at most ${max} characters.`

/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (max: number, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLong(max)))

/** A trimmed optional string; empty (or absent) becomes null. */
/* @__NO_SIDE_EFFECTS__ */
export const nullableText = (max: number) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))),
    z.nullable(z.string().check(z.maxLength(max, tooLong(max)))),
  )

export const nullableLink = /* @__PURE__ */ nullableText(LIMITS.url).check(
  z.refine((value) => value === null || isSafeLink(value), {
    message: 'Must be an http(s) URL or a path starting with /.',
  }),
)

/** Tags as the server stores them: a list (or comma text) normalised, bounded in count and length. */
export const tagList = /* @__PURE__ */ z.pipe(
  z.transform((value: unknown) => (value === undefined || value === null ? [] : parseTags(value))),
  /* @__PURE__ */ z
    .array(z.string().check(z.maxLength(LIMITS.tag, `Tags must be at most ${LIMITS.tag} characters.`)))
    .check(z.maxLength(LIMITS.tags, `At most ${LIMITS.tags} tags.`)),
)

/** Tags as a reader receives them: a non-list (or comma text) never fails, it normalises. */
export const lenientTags = z.pipe(z.transform(parseTags), z.array(z.string()))
