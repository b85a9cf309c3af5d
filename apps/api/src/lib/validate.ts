import { zValidator } from '@hono/zod-validator'
import type { z } from 'zod'

/**
 * Validates a JSON body with a shared contract schema; a refusal answers 400 `{ error }` with the
 * first issue's message (the spec's own text where the schema carries one).
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: result.error.issues[0]?.message ?? 'Invalid request body.' }, 400)
    }
  })
}
