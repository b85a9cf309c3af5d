/** Splits comma-separated tag text: trimmed, empties dropped; empty text gives an empty list. No zod. */
export function parseTags(input: unknown): string[] {
  const parts = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : []
  return parts.map((tag) => String(tag).trim()).filter((tag) => tag.length > 0)
}
