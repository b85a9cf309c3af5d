/**
 * What a user typed, as an FTS5 query that can never be a syntax error: each whitespace-separated
 * term becomes a quoted string (inner quotes doubled) with a prefix star, so `AND`, `NEAR`, `-`,
 * `*`, `(` and `"` are plain text and the last, half-typed word still matches ("lov" finds
 * "Lovelace"). Terms are ANDed. A term with no letter or digit is dropped, because the tokenizer
 * would make it an empty phrase; null means nothing searchable is left, so nothing matches.
 */
export function ftsQueryOf(input: string): string | null {
  const terms = input
    .split(/\s+/u)
    .filter((term) => /[\p{L}\p{N}\p{Co}]/u.test(term))
    .slice(0, MAX_TERMS)
  if (terms.length === 0) return null
  return terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ')
}

/** More terms than anyone types; bounds the work one query can ask for. */
const MAX_TERMS = 16
