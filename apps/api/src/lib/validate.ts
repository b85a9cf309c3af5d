import { zValidator } from '@hono/zod-validator'
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'

// zod/mini ships no message texts: keep zod's English ones for issues a schema gives no text of its own.
z.config(z.locales.en())

/**
 * Validates a JSON body with a shared contract schema; a refusal answers 400 `{ error }` with the
 * first issue's message (the spec's own text where the schema carries one). The contracts are
 * `zod/mini` schemas; the validator takes any zod 4 schema (classic or mini).
 */
export function jsonBody<T extends $ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: result.error.issues[0]?.message ?? 'Invalid request body.' }, 400)
    }
  })
}
