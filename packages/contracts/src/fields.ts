import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { hasControlCharacter, hasInvisibleFormatting } from './control-characters'
import { hasFormattingCharacter, hasInnerWhitespace, isSafeLink } from './links'
import { BODY_MESSAGES, disallowedCharacters, invisibleCharacters, mustBeText } from './messages'
import { parseTags } from './tags'

/**
 * Shared field rules: trimming, empty-to-null, safe links and tag lists. Every rule carries its own
 * texts, type errors included. The pure annotations let a bundle that only reads lists (the site)
 * drop the write-body rules it never uses.
 */

export { hasControlCharacter, hasInvisibleFormatting } from './control-characters'
export { hasFormattingCharacter, hasInnerWhitespace, isSafeLink } from './links'
export { parseTags } from './tags'

const tooLong = (max: number) => `Must be at most ${max} characters.`

/** A string whose absence (or null) reads `requiredMessage` and any other type `<label> must be text.` */
/* @__NO_SIDE_EFFECTS__ */
export const textOf = (label: string, requiredMessage: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : mustBeText(label),
  })

/**
 * Refuses control characters (see hasControlCharacter) and invisible formatting characters (see
 * hasInvisibleFormatting), each with its own text; multi-line text keeps tabs and line breaks.
 * Passwords pass `formatting: false`: they are never shown, and a stored one must keep working.
 */
/* @__NO_SIDE_EFFECTS__ */
export const withoutControlCharacters = (label: string, { multiline = false, formatting = true } = {}) =>
  z.superRefine<string>((value, payload) => {
    const message = hasControlCharacter(value, multiline)
      ? disallowedCharacters(label)
      : formatting && hasInvisibleFormatting(value, multiline)
        ? invisibleCharacters(label)
        : null
    if (message) payload.issues.push({ code: 'custom', input: value, message })
  })

/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (
  max: number,
  requiredMessage: string,
  label = 'This field',
  lines: { multiline?: boolean } = {},
) =>
  textOf(label, requiredMessage).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, tooLong(max)),
    withoutControlCharacters(label, lines),
  )

/** A trimmed optional string; empty (or absent) becomes null. */
/* @__NO_SIDE_EFFECTS__ */
export const nullableText = (max: number, label = 'This field') =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))),
    z.nullable(z.string({ error: mustBeText(label) }).check(z.maxLength(max, tooLong(max)))),
  )

/**
 * Optional text with the rules of required text (trimmed, bounded, no control characters or
 * invisible formatting); empty (or absent, or null) becomes null.
 */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (max: number, label: string, lines: { multiline?: boolean } = {}) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))),
    z.nullable(
      z
        .string({ error: mustBeText(label) })
        .check(z.maxLength(max, tooLong(max)), withoutControlCharacters(label, lines)),
    ),
  )

/**
 * An optional http(s) URL or site path; empty becomes null. Whitespace and control characters, then
 * invisible formatting characters (bidi controls among them), are refused each with its own text
 * (isSafeLink refuses them too).
 */
/* @__NO_SIDE_EFFECTS__ */
export const nullableLinkOf = (label: string) =>
  nullableText(LIMITS.url, label).check(
    z.refine((value) => value === null || !hasInnerWhitespace(value), BODY_MESSAGES.linkWhitespace),
    z.refine((value) => value === null || !hasFormattingCharacter(value), BODY_MESSAGES.linkFormatting),
    z.refine((value) => value === null || isSafeLink(value), {
      message: 'Must be an http(s) URL or a path starting with /.',
    }),
  )

/**
 * Tags as the server stores them: a list of text (or comma text) normalised, bounded in count and
 * length; absent or null is an empty list. Anything else, or a list holding anything but text, is
 * refused rather than turned into text.
 */
export const tagList = /* @__PURE__ */ z.pipe(
  z.transform((value: unknown, payload) => {
    if (value === undefined || value === null) return []
    if (typeof value === 'string') return parseTags(value)
    if (Array.isArray(value) && value.every((tag) => typeof tag === 'string')) return parseTags(value)
    payload.issues.push({
      code: 'custom',
      input: value,
      message: Array.isArray(value) ? BODY_MESSAGES.tagType : BODY_MESSAGES.tagsType,
    })
    return []
  }),
  /* @__PURE__ */ z
    .array(
      z
        .string()
        .check(
          z.maxLength(LIMITS.tag, `Tags must be at most ${LIMITS.tag} characters.`),
          withoutControlCharacters('A tag'),
        ),
    )
    .check(z.maxLength(LIMITS.tags, `At most ${LIMITS.tags} tags.`)),
)

/** The hidden flag of a project or work item: kept in the admin, never shown publicly. */
export const hiddenFlag = /* @__PURE__ */ z.boolean({ error: BODY_MESSAGES.hiddenType })

/** Tags as a reader receives them: a non-list (or comma text) never fails, it normalises. */
export const lenientTags = z.pipe(z.transform(parseTags), z.array(z.string()))
