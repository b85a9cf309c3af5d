import { zValidator } from '@hono/zod-validator'
import { API_MESSAGES, BODY_LIMIT_BYTES, BODY_MESSAGES } from '@studio/contracts'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { $ZodError, $ZodType } from 'zod/v4/core'

/**
 * Request-body validation with the shared contract schemas (zod/mini; @hono/zod-validator takes any
 * zod 4 schema). Every contract field carries its own texts, type errors included, so no zod
 * default text reaches a caller (property.test.ts checks this over arbitrary bodies).
 */

/** JSON bodies are small; the upload route has its own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = BODY_LIMIT_BYTES

/** Thrown, so the app's error handler answers `{ error }` (a returned answer would not fit the validator's type). */
const jsonBodyLimit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HTTPException(413, { message: API_MESSAGES.bodyTooLarge })
    },
  })

export function firstIssueMessage(error: $ZodError): string {
  return error.issues[0]?.message ?? BODY_MESSAGES.invalid
}

/** Validates query parameters: a refusal is a 400 `{ error }` with the first issue's message. */
export function queryParams<T extends $ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400)
  })
}

/**
 * Validates a JSON body: over `maxBytes` (JSON_BODY_LIMIT_BYTES unless the route needs more) answers
 * 413, a refusal 400 `{ error }` with the first issue's message. Every route reads JSON only through
 * here, so the limit goes with it.
 */
export function jsonBody<T extends $ZodType>(schema: T, maxBytes = JSON_BODY_LIMIT_BYTES) {
  const validate = zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400)
  })
  const limit = jsonBodyLimit(maxBytes)
  const limitedValidate: typeof validate = async (c, next) => {
    let answer: Awaited<ReturnType<typeof validate>> | undefined
    await limit(c, async () => {
      answer = await validate(c, next)
    })
    return answer
  }
  return limitedValidate
}
