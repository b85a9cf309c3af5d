/**
 * Case-study slugs: lower-case ASCII words joined by single hyphens, made from a work
 * item's title and unique among work items. No zod here, so the site and the admin can preview a
 * slug without a schema library. The API settles uniqueness in the database (`-2`, `-3`, …).
 */

export const SLUG_MAX_LENGTH = 60

/** What a slug made from nothing usable (an empty or all-symbol title) falls back to. */
export const SLUG_FALLBACK = 'work'

/** A case study's address on the public site (`/work/{slug}`); a malformed slug stays one path segment. */
export const workPath = (slug: string) => `/work/${encodeURIComponent(slug)}`

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MESSAGES = {
  type: 'Slug must be text.',
  format:
    'Slug must be lower-case letters and digits joined by single hyphens (for example "harbourline-app").',
  tooLong: `Slug must be at most ${SLUG_MAX_LENGTH} characters.`,
  taken: 'That slug is already used by another work item.',
} as const

/** Letters NFKD does not split into a base letter and a mark (ø, æ, ß…), spelled out. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ŧ: 't',
  þ: 'th',
  ı: 'i',
}

/** True for a well-formed slug: the shape `slugify` produces, within the length cap. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
}

/** Cuts a slug to `max` characters without leaving a hyphen at the end. */
function cap(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '')
}

/**
 * A readable slug from a title: accents transliterated (NFKD, marks dropped), every other
 * character a word break, at most SLUG_MAX_LENGTH characters, never empty.
 */
export function slugify(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłħŧþı]/g, (letter) => SPELLED_OUT[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return cap(words, SLUG_MAX_LENGTH) || SLUG_FALLBACK
}

/**
 * The n-th candidate for a base slug: the base itself, then `base-2`, `base-3`… (the base is cut
 * so the suffix still fits the cap).
 */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base
  const suffix = `-${n}`
  return `${cap(base, SLUG_MAX_LENGTH - suffix.length) || SLUG_FALLBACK}${suffix}`
}
