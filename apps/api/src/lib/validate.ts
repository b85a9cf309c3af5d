import { zValidator } from '@hono/zod-validator'
import { BODY_MESSAGES } from '@studio/contracts'
import type { $ZodError, $ZodType } from 'zod/v4/core'

/**
 * Request-body validation with the shared contract schemas (zod/mini; @hono/zod-validator takes any
 * zod 4 schema). Every contract field carries its own texts, type errors included, so no zod
 * default text reaches a caller (property.test.ts checks this over arbitrary bodies).
 */

export function firstIssueMessage(error: $ZodError): string {
  return error.issues[0]?.message ?? BODY_MESSAGES.invalid
}

/** Validates a JSON body; a refusal answers 400 `{ error }` with the first issue's message. */
export function jsonBody<T extends $ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400)
  })
}
