/** A route id is a positive decimal integer; anything else is a 400, not a lookup. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[0-9]{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export const INVALID_ID_MESSAGE = 'The id must be a positive whole number.'
